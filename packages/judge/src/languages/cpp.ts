import { ensurePrecompiledHeader } from '../compile/precompiled-header.js';
import {
  BUILD_DIRECTORY,
  DEFAULT_ENVIRONMENT,
  PROGRAM_DIRECTORY,
  TOOLS_DIRECTORY,
  compiledSources,
  type Language,
} from './language.js';

/**
 * The flags the precompiled header is built with; a compile with other flags would not use it.
 * -g1 (line tables only; it costs no measurable compile time) lets a function problem's crash
 * report name the user's line (functions/native-crash.ts).
 */
const CPP_FLAGS = ['-std=c++17', '-O2', '-g1'];
/** The folder holding bits/stdc++.h.gch, a tool (see compile/precompiled-header.ts). */
const PRECOMPILED_HEADER = 'precompiled-header';

export const cpp: Language = {
  id: 'cpp',
  name: 'C++ (GCC, C++17)',
  versionCommand: ['/usr/bin/g++', '-dumpfullversion'],
  compileCommand: (context) => [
    '/usr/bin/g++',
    ...CPP_FLAGS,
    '-pipe',
    // gold links a small program in about 40 ms where the default linker takes about 140 ms.
    '-fuse-ld=gold',
    // Searched first, so #include <bits/stdc++.h> finds the precompiled bits/stdc++.h.gch there.
    `-I${TOOLS_DIRECTORY}/${PRECOMPILED_HEADER}`,
    '-o',
    `${BUILD_DIRECTORY}/main`,
    ...compiledSources(context),
    // GCC's libbacktrace, static: linked in only where a function problem's crash handler calls it.
    '-lbacktrace',
  ],
  entryPoint: () => 'main',
  runCommand: () => [`${PROGRAM_DIRECTORY}/main`],
  prepare: {
    tool: PRECOMPILED_HEADER,
    what: 'precompiled header',
    required: false,
    make: (context) => ensurePrecompiledHeader(context, CPP_FLAGS),
  },
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
  startCode: {
    batch: `#include <bits/stdc++.h>
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
    interactive: `#include <bits/stdc++.h>
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
  },
  additionSource: (marker) =>
    `#include <bits/stdc++.h>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << '\\n'; }\n// ${marker}\n`,
};
