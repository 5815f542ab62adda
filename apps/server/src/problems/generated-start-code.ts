import type { SolverLanguage } from '@codeyard/shared';

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
  python: `import sys


def main():
    # The statement describes the input; this reads all of it, token by token.
    tokens = sys.stdin.read().split()

    # TODO: write your solution here and print the answer


main()
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
  python: `import sys


def main():
    # Interactive: read one line at a time, and flush after every line you write.
    for line in sys.stdin:
        # TODO: read the judge's message in line, then answer it:
        # print("your answer", flush=True)
        pass


main()
`,
};
