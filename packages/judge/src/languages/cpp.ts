import {
  BUILD_DIRECTORY,
  DEFAULT_ENVIRONMENT,
  PRECOMPILED_HEADER_DIRECTORY,
  PROGRAM_DIRECTORY,
  compiledSources,
  type Language,
} from './language.js';

/** The flags the precompiled header is built with; a compile with other flags would not use it. */
export const CPP_FLAGS = ['-std=c++17', '-O2'];

export const cpp: Language = {
  id: 'cpp',
  name: 'C++ (GCC, C++17)',
  extensions: ['.cpp', '.cc', '.cxx', '.c++'],
  versionCommand: ['/usr/bin/g++', '-dumpfullversion'],
  sourceFileName: () => 'main.cpp',
  compileCommand: (context) => [
    '/usr/bin/g++',
    ...CPP_FLAGS,
    '-pipe',
    // gold links a small program in about 40 ms where the default linker takes about 140 ms.
    '-fuse-ld=gold',
    // Searched first, so #include <bits/stdc++.h> finds the precompiled bits/stdc++.h.gch there.
    `-I${PRECOMPILED_HEADER_DIRECTORY}`,
    '-o',
    `${BUILD_DIRECTORY}/main`,
    ...compiledSources(context),
  ],
  entryPoint: () => 'main',
  runCommand: () => [`${PROGRAM_DIRECTORY}/main`],
  usesPrecompiledHeader: true,
  keepSource: false,
  memoryOverheadMb: 0,
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  outOfMemoryMarkers: ['std::bad_alloc'],
  environment: DEFAULT_ENVIRONMENT,
  selfTestSource: `#include <bits/stdc++.h>
int main() {
  std::ios::sync_with_stdio(false);
  std::cout << std::cin.rdbuf();
  return 0;
}
`,
};
