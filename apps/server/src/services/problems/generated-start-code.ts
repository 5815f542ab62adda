import { normalizeLanguage, SOLVER_LANGUAGES, type CodeEntry, type SolverLanguage } from '@codeyard/shared';

/** PyPy runs the same Python programs, faster. */
const PYTHON_START_CODE = `import sys


def main():
    # The statement describes the input; this reads all of it, token by token.
    tokens = sys.stdin.read().split()

    # TODO: write your solution here and print the answer


main()
`;

const PYTHON_INTERACTIVE_START_CODE = `import sys


def main():
    # Interactive: read one line at a time, and flush after every line you write.
    for line in sys.stdin:
        # TODO: read the judge's message in line, then answer it:
        # print("your answer", flush=True)
        pass


main()
`;

/**
 * Start code for a package that brings none (Kattis and DOMjudge packages have no place for it):
 * a complete stdin/stdout program per language that reads the whole input as tokens and prints
 * nothing, so the editor opens on something that compiles and the statement says what to do.
 */
export const GENERATED_START_CODE: Record<SolverLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // The statement describes the input; this reads all of it, token by token.
    vector<string> tokens;
    string token;
    while (cin >> token) tokens.push_back(token);

    // TODO: write your solution here and print the answer
    return 0;
}
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // The statement describes the input; this reads all of it, token by token.
        List<String> tokens = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            StringTokenizer words = new StringTokenizer(line);
            while (words.hasMoreTokens()) tokens.add(words.nextToken());
        }

        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        // TODO: write your solution here and print the answer with out.println(...)
        out.flush();
    }
}
`,
  javascript: `'use strict';

// The statement describes the input; this reads all of it, token by token.
const tokens = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);

// TODO: write your solution here and print the answer with console.log(...)
`,
  python: PYTHON_START_CODE,
  pypy: PYTHON_START_CODE,
  c: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    // The statement describes the input; read it with scanf, for example:
    // long long a, b;
    // if (scanf("%lld %lld", &a, &b) != 2) return 0;

    // TODO: write your solution here and print the answer with printf(...)
    return 0;
}
`,
  csharp: `using System;
using System.Text;

public class Program {
    public static void Main() {
        // The statement describes the input; this reads all of it, token by token.
        string[] tokens = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);

        var output = new StringBuilder();
        // TODO: write your solution here and add the answer with output.AppendLine(...)
        Console.Write(output);
    }
}
`,
  go: `package main

import (
	"bufio"
	"fmt"
	"os"
)

// Keeps fmt imported until the solution prints with it (Go refuses an unused import).
var _ = fmt.Fprintln

func main() {
	// The statement describes the input; this reads all of it, token by token.
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1024*1024), 1024*1024)
	scanner.Split(bufio.ScanWords)
	var tokens []string
	for scanner.Scan() {
		tokens = append(tokens, scanner.Text())
	}

	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	// TODO: write your solution here and print the answer with fmt.Fprintln(out, ...)
}
`,
  kotlin: `import java.io.*

fun main() {
    // The statement describes the input; this reads all of it, token by token.
    val tokens = System.\`in\`.bufferedReader().readText().split(Regex("\\\\s+")).filter { it.isNotEmpty() }

    val out = PrintWriter(BufferedWriter(OutputStreamWriter(System.out)))
    // TODO: write your solution here and print the answer with out.println(...)
    out.flush()
}
`,
  ruby: `# The statement describes the input; this reads all of it, token by token.
tokens = $stdin.read.split

# TODO: write your solution here and print the answer with puts(...)
`,
  rust: `use std::io::{self, BufWriter, Read, Write};

fn main() {
    // The statement describes the input; this reads all of it, token by token.
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();

    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // TODO: write your solution here and print the answer with writeln!(out, ...)
    out.flush().unwrap();
}
`,
  typescript: `import { readFileSync } from 'fs';

// The statement describes the input; this reads all of it, token by token.
const tokens: string[] = readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);

// TODO: write your solution here and print the answer with console.log(...)
`,
};

/**
 * Start code for an interactive package that brings none: reading all the input first would wait
 * forever (the interactor answers only after each question), so these read one line at a time
 * and flush after every line they write, as the statement of every interactive problem asks.
 */
export const GENERATED_INTERACTIVE_START_CODE: Record<SolverLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    // Interactive: read one line at a time, and flush after every line you write (endl flushes).
    string line;
    while (getline(cin, line)) {
        // TODO: read the judge's message in line, then answer it:
        // cout << "your answer" << endl;
    }
    return 0;
}
`,
  java: `import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out));
        // Interactive: read one line at a time, and flush after every line you write.
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            // TODO: read the judge's message in line, then answer it:
            // out.println("your answer");
            out.flush();
        }
    }
}
`,
  javascript: `'use strict';

const readline = require('readline');

// Interactive: read one line at a time, and answer each with process.stdout.write (it is not buffered).
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  // TODO: read the judge's message in line, then answer it:
  // process.stdout.write('your answer\\n');
});
`,
  python: PYTHON_INTERACTIVE_START_CODE,
  pypy: PYTHON_INTERACTIVE_START_CODE,
  c: `#include <stdio.h>
#include <string.h>

int main(void) {
    // Interactive: read one line at a time, and flush after every line you write.
    static char line[1 << 16];
    while (fgets(line, sizeof line, stdin)) {
        // TODO: read the judge's message in line, then answer it:
        // printf("your answer\\n");
        fflush(stdout);
    }
    return 0;
}
`,
  csharp: `using System;

public class Program {
    public static void Main() {
        // Interactive: read one line at a time; Console.WriteLine sends each line at once.
        string line;
        while ((line = Console.ReadLine()) != null) {
            // TODO: read the judge's message in line, then answer it:
            // Console.WriteLine("your answer");
        }
    }
}
`,
  go: `package main

import (
	"bufio"
	"fmt"
	"os"
)

// Keeps fmt imported until the solution prints with it (Go refuses an unused import).
var _ = fmt.Println

func main() {
	// Interactive: read one line at a time; fmt.Println writes to os.Stdout at once (it is not buffered).
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		line := scanner.Text()
		// TODO: read the judge's message in line, then answer it:
		// fmt.Println("your answer")
		_ = line
	}
}
`,
  kotlin: `fun main() {
    // Interactive: read one line at a time, and flush after every line you write.
    while (true) {
        val line = readLine() ?: break
        // TODO: read the judge's message in line, then answer it:
        // println("your answer")
        System.out.flush()
    }
}
`,
  ruby: `# Interactive: read one line at a time; with sync on, every line you write is sent at once.
$stdout.sync = true
while (line = $stdin.gets)
  # TODO: read the judge's message in line, then answer it:
  # puts "your answer"
end
`,
  rust: `use std::io::{self, BufRead, Write};

fn main() {
    // Interactive: read one line at a time, and flush after every line you write.
    let stdin = io::stdin();
    let mut out = io::stdout();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        // TODO: read the judge's message in line, then answer it:
        // writeln!(out, "your answer").unwrap();
        out.flush().unwrap();
    }
}
`,
  typescript: `import * as readline from 'readline';

// Interactive: read one line at a time, and answer each with process.stdout.write (it is not buffered).
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line: string) => {
  // TODO: read the judge's message in line, then answer it:
  // process.stdout.write('your answer\\n');
});
`,
};

/**
 * Start code in every language the page may offer: the problem's own entries first, as stored (its
 * entries may spell a language 'C++' or 'cpp'), then each missing language in the picker's order,
 * PyPy with Python's code (the same programs) where the problem has it, the others with the
 * generated reading skeleton; so a language installed after a problem was written still opens on
 * something that compiles.
 */
export function completeStartCode(startCode: CodeEntry[], options: { interactive: boolean }): CodeEntry[] {
  const own = (language: SolverLanguage) =>
    startCode.find((entry) => normalizeLanguage(entry.language) === language)?.code;
  const generated = options.interactive ? GENERATED_INTERACTIVE_START_CODE : GENERATED_START_CODE;
  const missing = SOLVER_LANGUAGES.filter((language) => own(language) === undefined);
  return [
    ...startCode,
    ...missing.map((language) => ({
      language,
      code: (language === 'pypy' ? own('python') : undefined) ?? generated[language],
    })),
  ];
}
