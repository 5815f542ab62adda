import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const c: Language = {
  id: 'c',
  name: 'C (GCC, C17)',
  extensions: ['.c'],
  versionCommand: ['/usr/bin/gcc', '-dumpfullversion'],
  sourceFileName: () => 'main.c',
  // gold links a small program in about 40 ms where the default linker takes about 140 ms.
  compileCommand: (context) => [
    '/usr/bin/gcc',
    '-std=gnu17',
    '-O2',
    '-pipe',
    '-fuse-ld=gold',
    '-o',
    `${BUILD_DIRECTORY}/main`,
    ...compiledSources(context),
    '-lm',
  ],
  entryPoint: () => 'main',
  runCommand: () => [`${PROGRAM_DIRECTORY}/main`],
  keepSource: false,
  memoryOverheadMb: 0,
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  outOfMemoryMarkers: [],
  environment: DEFAULT_ENVIRONMENT,
  selfTestSource: `#include <stdio.h>
int main(void) {
  int character;
  while ((character = getchar()) != EOF) putchar(character);
  return 0;
}
`,
};
