import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { STATUS, isRuntimeError } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import type { LanguageId, SubmissionResult } from '../types.js';
import { judgeLanguages } from './registry.js';
import { toolchainVersions } from './versions.js';

/** One program per language and verdict, judged in the real sandbox on "2 3" → "5". */
const programs: Record<
  LanguageId,
  Record<'accepted' | 'wrong' | 'timeLimit' | 'runtime' | 'compile' | 'memory', string>
> = {
  c: {
    accepted:
      '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }\n',
    wrong:
      '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a - b); return 0; }\n',
    timeLimit: 'int main(void) { volatile unsigned long counter = 0; for (;;) counter++; }\n',
    runtime: 'int main(void) { volatile int *pointer = 0; return *pointer; }\n',
    compile: 'int main(void) { return undefined_name; }\n',
    memory:
      '#include <stdlib.h>\n#include <string.h>\nint main(void) { for (;;) { char *block = malloc(8 << 20); memset(block, 1, 8 << 20); } }\n',
  },
  cpp: {
    accepted: '#include <bits/stdc++.h>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
    wrong: '#include <bits/stdc++.h>\nint main() { int a, b; std::cin >> a >> b; std::cout << a * b << "\\n"; }\n',
    timeLimit: '#include <bits/stdc++.h>\nint main() { volatile unsigned long counter = 0; for (;;) counter++; }\n',
    runtime: '#include <bits/stdc++.h>\nint main() { std::vector<int> values; return values.at(3); }\n',
    compile: '#include <bits/stdc++.h>\nint main() { std::vector<int> values = 3; }\n',
    memory:
      '#include <bits/stdc++.h>\nint main() { std::vector<std::vector<char>> blocks; for (;;) blocks.emplace_back(8 << 20, 1); }\n',
  },
  java: {
    accepted:
      'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextInt() + in.nextInt()); } }\n',
    wrong:
      'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextInt()); } }\n',
    timeLimit:
      'public class Main { public static void main(String[] args) { long c = 0; while (c >= 0) c = (c * 31 + 7) & 0xffffff; System.out.println(c); } }\n',
    runtime:
      'public class Main { public static void main(String[] args) { int[] values = new int[2]; System.out.println(values[5]); } }\n',
    compile: 'public class Main { public static void main(String[] args) { int x = "text"; } }\n',
    memory:
      'import java.util.*;\npublic class Main { public static void main(String[] args) { List<int[]> blocks = new ArrayList<>(); for (;;) blocks.add(new int[1 << 20]); } }\n',
  },
  javascript: {
    accepted:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    wrong:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b + 1);\n",
    timeLimit: 'let c = 0;\nwhile (c >= 0) c = (c * 31 + 7) & 0xffffff;\nconsole.log(c);\n',
    runtime: 'null.property;\n',
    compile: 'const = 5;\n',
    memory: 'const blocks = [];\nfor (;;) blocks.push(new Array(1 << 20).fill(0.5));\n',
  },
  python: {
    accepted: 'a, b = map(int, input().split())\nprint(a + b)\n',
    wrong: 'a, b = map(int, input().split())\nprint(a)\n',
    timeLimit: 'while True:\n    pass\n',
    runtime: 'print(1 // 0)\n',
    compile: 'def broken(:\n    pass\n',
    memory: 'blocks = []\nwhile True:\n    blocks.append(bytearray(8 << 20))\n',
  },
  rust: {
    accepted:
      'use std::io::Read;\nfn main() { let mut s = String::new(); std::io::stdin().read_to_string(&mut s).unwrap(); let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect(); println!("{}", v[0] + v[1]); }\n',
    wrong:
      'use std::io::Read;\nfn main() { let mut s = String::new(); std::io::stdin().read_to_string(&mut s).unwrap(); let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect(); println!("{}", v[0] - v[1]); }\n',
    timeLimit:
      'fn main() { let mut c: u64 = 0; loop { c = c.wrapping_mul(31).wrapping_add(7); if c == 1 { break; } } println!("{}", c); }\n',
    runtime: 'fn main() { let values: Vec<i32> = Vec::new(); println!("{}", values[std::env::args().count() + 2]); }\n',
    compile: 'fn main() { let x: i32 = "text"; println!("{}", x); }\n',
    memory:
      'fn main() { let mut blocks = Vec::new(); let mut total = 0usize; loop { let block = vec![1u8; 8 << 20]; total += block[block.len() / 2] as usize; blocks.push(block); if total == 0 { println!("{}", blocks.len()); } } }\n',
  },
  go: {
    accepted:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
    wrong:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a * b)\n}\n',
    timeLimit:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tc := 0\n\tfor c >= 0 {\n\t\tc = (c*31 + 7) & 0xffffff\n\t}\n\tfmt.Println(c)\n}\n',
    runtime:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar values []int\n\ti := 3\n\tfmt.Println(values[i])\n}\n',
    compile: 'package main\n\nfunc main() {\n\tvar x int = "text"\n\t_ = x\n}\n',
    memory:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar blocks [][]byte\n\tfor {\n\t\tblock := make([]byte, 8<<20)\n\t\tfor i := range block {\n\t\t\tblock[i] = 1\n\t\t}\n\t\tblocks = append(blocks, block)\n\t\tif len(blocks) < 0 {\n\t\t\tfmt.Println(len(blocks))\n\t\t}\n\t}\n}\n',
  },
  pypy: {
    accepted: 'a, b = map(int, input().split())\nprint(a + b)\n',
    wrong: 'a, b = map(int, input().split())\nprint(b)\n',
    timeLimit: 'c = 0\nwhile c >= 0:\n    c = (c * 31 + 7) & 0xffffff\n',
    runtime: 'print([1, 2][5])\n',
    compile: 'def broken(:\n    pass\n',
    memory: 'blocks = []\nwhile True:\n    blocks.append(bytearray(8 << 20))\n',
  },
  ruby: {
    accepted: 'a, b = gets.split.map(&:to_i)\nputs a + b\n',
    wrong: 'a, b = gets.split.map(&:to_i)\nputs a - b\n',
    timeLimit: 'c = 0\nc = (c * 31 + 7) & 0xffffff while c >= 0\nputs c\n',
    runtime: 'puts 1 / 0\n',
    compile: 'def broken(\n  puts 1\n',
    memory: 'blocks = []\nloop { blocks << ("x" * (8 << 20)) }\n',
  },
  typescript: {
    accepted:
      "const [a, b]: number[] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    wrong:
      "const [a, b]: number[] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a * b);\n",
    timeLimit: 'let c: number = 0;\nwhile (c >= 0) c = (c * 31 + 7) & 0xffffff;\nconsole.log(c);\n',
    // Type-checks (an index is not undefined without noUncheckedIndexedAccess), fails when it runs.
    runtime: 'const values: number[] = [];\nconsole.log(values[5].toFixed(2));\n',
    // tsc checks the types: a type error fails the compile, as a syntax error does.
    compile: "const x: number = 'text';\nconsole.log(x);\n",
    memory: 'const blocks: number[][] = [];\nfor (;;) blocks.push(new Array(1 << 20).fill(0.5));\n',
  },
  kotlin: {
    accepted:
      'fun main() {\n    val (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }\n    println(a + b)\n}\n',
    wrong: 'fun main() {\n    val (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }\n    println(a * b)\n}\n',
    timeLimit: 'fun main() {\n    var c = 0L\n    while (c >= 0) c = (c * 31 + 7) and 0xffffff\n    println(c)\n}\n',
    runtime: 'fun main() {\n    val values = IntArray(2)\n    println(values[5])\n}\n',
    compile: 'fun main() {\n    val x: Int = "text"\n}\n',
    memory:
      'fun main() {\n    val blocks = ArrayList<IntArray>()\n    while (true) blocks.add(IntArray(1 shl 20))\n}\n',
  },
  csharp: {
    accepted:
      "using System;\npublic class Program { public static void Main() { var p = Console.ReadLine().Split(' '); Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1])); } }\n",
    wrong:
      "using System;\npublic class Program { public static void Main() { var p = Console.ReadLine().Split(' '); Console.WriteLine(long.Parse(p[0]) * long.Parse(p[1])); } }\n",
    timeLimit:
      'using System;\npublic class Program { public static void Main() { long c = 0; while (c >= 0) c = (c * 31 + 7) & 0xffffff; Console.WriteLine(c); } }\n',
    runtime:
      'using System;\npublic class Program { public static void Main() { int[] values = new int[2]; Console.WriteLine(values[5]); } }\n',
    compile: 'public class Program { public static void Main() { int x = "text"; } }\n',
    memory:
      'using System.Collections.Generic;\npublic class Program { public static void Main() { var blocks = new List<byte[]>(); for (;;) { var block = new byte[8 << 20]; for (int i = 0; i < block.Length; i += 4096) block[i] = 1; blocks.Add(block); } } }\n',
  },
};

/** What each toolchain is, found as the judge finds it: a language whose toolchain is missing is skipped, saying so. */
const toolchains = await toolchainVersions([...judgeLanguages()]);

/**
 * One judge for every language: creating one probes all twelve toolchains and prepares the
 * sandbox, the precompiled header and the JVM archives, which a judge per language repeated.
 */
let judge: Promise<Judge> | undefined;
const sharedJudge = () => (judge ??= createTestJudge({ skipSelfTest: true }));
afterAll(async () => {
  await (await judge)?.close();
});

describe.each(Object.keys(programs) as LanguageId[])('%s verdicts in the sandbox', (language) => {
  const toolchain = toolchains[language];
  if (!toolchain?.ok) {
    console.warn(`skipping the ${language} verdicts: ${toolchain?.error ?? 'no toolchain'}`);
    it.skip(`${language}: ${toolchain?.error ?? 'no toolchain'}`, () => {});
    return;
  }
  const results = new Map<string, SubmissionResult>();

  beforeAll(async () => {
    const judge = await sharedJudge();
    const kinds = Object.keys(programs[language]) as Array<keyof (typeof programs)[LanguageId]>;
    await Promise.all(
      kinds.map(async (kind) => {
        const result = await judge.judge({
          language,
          source: programs[language][kind],
          tests: [{ input: '2 3\n', expected: '5\n' }],
          // The memory hogs get room in time, so that the memory limit, not the CPU limit, stops
          // them even on a loaded machine (Node's garbage collector once took a hog past 0.5 s
          // of CPU before its heap reached 64 MB, and the verdict was Time Limit Exceeded).
          timeLimitMs: kind === 'memory' ? 3000 : 500,
          memoryLimitMb: 64,
        });
        results.set(kind, result);
      }),
    );
  });

  const describeResult = (kind: string) =>
    JSON.stringify({
      ...results.get(kind),
      tests: results.get(kind)?.tests.map((test) => ({ ...test, stdout: test.stdout.slice(0, 100) })),
    });

  it('Accepted', () => {
    expect(results.get('accepted')?.statusId, describeResult('accepted')).toBe(STATUS.accepted.id);
    expect(results.get('accepted')).toMatchObject({ passed: 1, total: 1 });
  });

  it('Wrong Answer, with the first failure shown', () => {
    const result = results.get('wrong')!;
    expect(result.statusId, describeResult('wrong')).toBe(STATUS.wrongAnswer.id);
    expect(result.firstFailure).toMatchObject({ index: 0, input: '2 3\n', expected: '5\n' });
  });

  it('Time Limit Exceeded', () => {
    const result = results.get('timeLimit')!;
    // Ended by the CPU limit, or by the wall-clock limit (CPU + 1 s) when the machine is busy.
    expect(result.statusId, describeResult('timeLimit')).toBe(STATUS.timeLimitExceeded.id);
    expect(result.tests[0]?.wallTime).toBeGreaterThanOrEqual(0.5);
  });

  it('Runtime Error', () => {
    expect(isRuntimeError(results.get('runtime')!.statusId), describeResult('runtime')).toBe(true);
  });

  it('Compilation Error, with the compiler’s message', () => {
    const result = results.get('compile')!;
    expect(result.statusId, describeResult('compile')).toBe(STATUS.compilationError.id);
    expect(result.compileOutput.length).toBeGreaterThan(0);
    expect(result.tests).toEqual([]);
  });

  it('Memory Limit Exceeded', () => {
    expect(results.get('memory')?.statusId, describeResult('memory')).toBe(STATUS.memoryLimitExceeded.id);
  });
});
