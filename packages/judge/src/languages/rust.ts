import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const rust: Language = {
  id: 'rust',
  name: 'Rust (rustc 1.63, 2021 edition)',
  extensions: ['.rs'],
  // The absolute path: a rustup toolchain earlier on someone's PATH is not the one the sandbox runs.
  versionCommand: ['/usr/bin/rustc', '--version'],
  sourceFileName: () => 'main.rs',
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
  install: { debianPackages: ['rustc'] },
};
