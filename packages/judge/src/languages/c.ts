import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const c: Language = {
  id: 'c',
  name: 'C (GCC, C17)',
  versionCommand: ['/usr/bin/gcc', '-dumpfullversion'],
  // gold links a small program in about 40 ms where the default linker takes about 140 ms.
  compileCommand: (context) => [
    '/usr/bin/gcc',
    '-std=gnu17',
    '-O2',
    // Line tables, and GCC's static libbacktrace (linked only where called): a function problem's
    // crash report names the user's line (functions/native-crash.ts).
    '-g1',
    '-pipe',
    '-fuse-ld=gold',
    '-o',
    `${BUILD_DIRECTORY}/main`,
    ...compiledSources(context),
    '-lm',
    '-lbacktrace',
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
  startCode: {
    batch: `#include <stdio.h>
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
    interactive: `#include <stdio.h>
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
  },
  additionSource: (marker) =>
    `#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n/* ${marker} */\n`,
};
