import { describe, expect, it } from 'vitest';
import { languageRow, solverLanguages, type SolverLanguage } from '@codeyard/shared';
import { analyzeInWorker } from './dolos-worker.js';

/**
 * One small program per language the judge speaks, each naming its variables `values`, `total` and
 * `index`: the jury's report must find a copy with those renamed, in every language. Parsed by a
 * grammar, names do not count (the copy is 100 % alike); Kotlin has no grammar among those shipped
 * and is compared by characters, where renaming hides part of the copy.
 */
const PROGRAMS: Record<SolverLanguage, string> = {
  c: `#include <stdio.h>
#include <stdlib.h>
int sum_of_squares(const int *values, int count) {
  int total = 0;
  for (int index = 0; index < count; index++) {
    if (values[index] % 2 == 0) total += values[index] * values[index];
    else total -= values[index];
  }
  return total;
}
int main(void) {
  int count;
  if (scanf("%d", &count) != 1) return 1;
  int *values = malloc(sizeof(int) * count);
  for (int index = 0; index < count; index++) scanf("%d", &values[index]);
  printf("%d\\n", sum_of_squares(values, count));
  free(values);
  return 0;
}
`,
  cpp: `#include <iostream>
#include <vector>
int sumOfSquares(const std::vector<int>& values) {
  int total = 0;
  for (size_t index = 0; index < values.size(); ++index) {
    if (values[index] % 2 == 0) total += values[index] * values[index];
    else total -= values[index];
  }
  return total;
}
int main() {
  int count;
  std::cin >> count;
  std::vector<int> values(count);
  for (int& value : values) std::cin >> value;
  std::cout << sumOfSquares(values) << std::endl;
}
`,
  csharp: `using System;
using System.Linq;
class Program {
  static int SumOfSquares(int[] values) {
    int total = 0;
    for (int index = 0; index < values.Length; index++) {
      if (values[index] % 2 == 0) total += values[index] * values[index];
      else total -= values[index];
    }
    return total;
  }
  static void Main() {
    Console.ReadLine();
    int[] values = Console.ReadLine().Split(' ').Select(int.Parse).ToArray();
    Console.WriteLine(SumOfSquares(values));
  }
}
`,
  go: `package main

import "fmt"

func sumOfSquares(values []int) int {
	total := 0
	for index := 0; index < len(values); index++ {
		if values[index]%2 == 0 {
			total += values[index] * values[index]
		} else {
			total -= values[index]
		}
	}
	return total
}

func main() {
	var count int
	fmt.Scan(&count)
	values := make([]int, count)
	for index := range values {
		fmt.Scan(&values[index])
	}
	fmt.Println(sumOfSquares(values))
}
`,
  java: `import java.util.Scanner;

public class Main {
  static int sumOfSquares(int[] values) {
    int total = 0;
    for (int index = 0; index < values.length; index++) {
      if (values[index] % 2 == 0) total += values[index] * values[index];
      else total -= values[index];
    }
    return total;
  }

  public static void main(String[] args) {
    Scanner scanner = new Scanner(System.in);
    int[] values = new int[scanner.nextInt()];
    for (int index = 0; index < values.length; index++) values[index] = scanner.nextInt();
    System.out.println(sumOfSquares(values));
  }
}
`,
  javascript: `const [, ...values] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);
function sumOfSquares(values) {
  let total = 0;
  for (let index = 0; index < values.length; index++) {
    if (values[index] % 2 === 0) total += values[index] * values[index];
    else total -= values[index];
  }
  return total;
}
console.log(sumOfSquares(values));
`,
  kotlin: `fun sumOfSquares(values: List<Int>): Int {
    var total = 0
    for (index in values.indices) {
        if (values[index] % 2 == 0) total += values[index] * values[index]
        else total -= values[index]
    }
    return total
}

fun main() {
    readLine()
    val values = readLine()!!.split(' ').filter { it.isNotEmpty() }.map { it.toInt() }
    println(sumOfSquares(values))
}
`,
  python: `import sys


def sum_of_squares(values):
    total = 0
    for index in range(len(values)):
        if values[index] % 2 == 0:
            total += values[index] * values[index]
        else:
            total -= values[index]
    return total


values = list(map(int, sys.stdin.read().split()))[1:]
print(sum_of_squares(values))
`,
  pypy: '',
  ruby: `def sum_of_squares(values)
  total = 0
  values.each_index do |index|
    if values[index] % 2 == 0
      total += values[index] * values[index]
    else
      total -= values[index]
    end
  end
  total
end

values = STDIN.read.split.map(&:to_i).drop(1)
puts sum_of_squares(values)
`,
  rust: `use std::io::Read;

fn sum_of_squares(values: &[i64]) -> i64 {
    let mut total = 0;
    for index in 0..values.len() {
        if values[index] % 2 == 0 {
            total += values[index] * values[index];
        } else {
            total -= values[index];
        }
    }
    total
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<i64> = input.split_whitespace().skip(1).map(|token| token.parse().unwrap()).collect();
    println!("{}", sum_of_squares(&values));
}
`,
  typescript: `const [, ...values]: number[] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);
function sumOfSquares(values: number[]): number {
  let total: number = 0;
  for (let index = 0; index < values.length; index++) {
    if (values[index] % 2 === 0) total += values[index] * values[index];
    else total -= values[index];
  }
  return total;
}
console.log(sumOfSquares(values));
`,
};
PROGRAMS.pypy = PROGRAMS.python;

/** The languages without a shipped grammar (docs/contests.md#similarity-report). */
const COMPARED_AS_TEXT: SolverLanguage[] = ['kotlin'];

const renamed = (program: string) =>
  program
    .replace(/\bvalues\b/g, 'numbers')
    .replace(/\btotal\b/g, 'acc')
    .replace(/\bindex\b/g, 'position');

describe('the similarity worker', () => {
  it('finds a renamed copy in every language the judge speaks, by its grammar where one is shipped', async () => {
    const languages = solverLanguages();
    const outputs = await analyzeInWorker(
      languages.map((language) => ({
        grammar: languageRow(language).similarity,
        sources: [PROGRAMS[language], renamed(PROGRAMS[language])],
        template: null,
      })),
      { maxPairs: 50, maxFragments: 40 },
    );
    const similarity = Object.fromEntries(
      languages.map((language, position) => {
        const output = outputs[position]!;
        if ('error' in output) return [language, output.error];
        return [language, output.pairs[0]?.similarity ?? 0];
      }),
    );
    for (const language of languages) {
      if (COMPARED_AS_TEXT.includes(language)) {
        expect(similarity[language], language).toBeGreaterThan(0.2);
        expect(similarity[language], language).toBeLessThan(1);
      } else expect(similarity[language], language).toBe(1);
    }
  });

  it('tells which group failed, and still compares the others', async () => {
    const [broken, python] = await analyzeInWorker(
      [
        { grammar: 'no-such-grammar' as never, sources: ['a', 'b'], template: null },
        { grammar: 'python', sources: [PROGRAMS.python, renamed(PROGRAMS.python)], template: null },
      ],
      { maxPairs: 50, maxFragments: 40 },
    );
    expect(broken).toMatchObject({ error: expect.stringContaining('tree-sitter-no-such-grammar.wasm') });
    expect(python).toMatchObject({ pairs: [{ left: 0, right: 1, similarity: 1 }] });
  });
});
