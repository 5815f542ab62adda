import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const rust: Language = {
  id: 'rust',
  name: 'Rust (rustc 1.63, 2021 edition)',
  // The absolute path: a rustup toolchain earlier on someone's PATH is not the one the sandbox runs.
  versionCommand: ['/usr/bin/rustc', '--version'],
  // A single-file crate, optimised like Codeforces' (-O is opt-level=2); no debug info to write or link.
  compileCommand: ({ sourceFile }) => [
    '/usr/bin/rustc',
    '--edition',
    '2021',
    '-C',
    'opt-level=2',
    '-C',
    'debuginfo=0',
    '--crate-name',
    'main',
    '-o',
    `${BUILD_DIRECTORY}/main`,
    sourceFile,
  ],
  entryPoint: () => 'main',
  runCommand: () => [`${PROGRAM_DIRECTORY}/main`],
  keepSource: false,
  memoryOverheadMb: 0,
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  // A failed allocation aborts the process (SIGABRT) after this message.
  outOfMemoryMarkers: ['memory allocation of'],
  environment: DEFAULT_ENVIRONMENT,
  selfTestSource: `use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).unwrap();
    io::stdout().write_all(&input).unwrap();
}
`,
  startCode: {
    batch: `use std::io::{self, BufWriter, Read, Write};

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
    interactive: `use std::io::{self, BufRead, Write};

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
  },
  additionSource: (marker) =>
    `use std::io::Read;\nfn main() {\n    let mut input = String::new();\n    std::io::stdin().read_to_string(&mut input).unwrap();\n    let sum: i64 = input.split_whitespace().map(|token| token.parse::<i64>().unwrap()).sum();\n    println!("{}", sum);\n}\n// ${marker}\n`,
  install: { debianPackages: ['rustc'] },
};
