import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureTypescriptCompiler } from '../compile/typescript-compiler.js';
import { javascript } from './javascript.js';
import { BUILD_DIRECTORY, TOOLS_DIRECTORY, compiledSources, type Language } from './language.js';

/**
 * The compiler's name in TOOLS_DIRECTORY: a folder the judge prepares once (see
 * compile/typescript-compiler.ts) holding tsc, the standard library's declarations beside it
 * (tsc reads them from its own folder) and node_modules/@types/node with its dependencies.
 */
export const TYPESCRIPT_COMPILER = 'typescript';

/** The compiler folder inside the sandbox. */
const COMPILER_DIRECTORY = `${TOOLS_DIRECTORY}/${TYPESCRIPT_COMPILER}`;

/** What the judge copies into the compiler folder, as host paths. */
export type TypescriptCompilerFiles = {
  /** TypeScript 7's native tsc (the npm package's platform-specific dependency, @typescript/typescript-linux-x64 and friends). */
  compiler: string;
  /** The folder tsc is in, with its lib.*.d.ts. */
  compilerDirectory: string;
  /** Declaration packages, by name, to be found under node_modules: @types/node and what it depends on. */
  typePackages: Array<{ name: string; version: string; directory: string }>;
};

/**
 * The host's TypeScript 7 compiler and Node's declarations, resolved from this package's
 * dependencies, or null when npm did not install them (another platform, `--omit=optional`).
 */
export function typescriptCompilerFiles(): TypescriptCompilerFiles | null {
  try {
    const require = createRequire(import.meta.url);
    const typescriptPackage = require.resolve('typescript/package.json');
    const platformPackage = createRequire(typescriptPackage).resolve(
      `@typescript/typescript-${process.platform}-${process.arch}/package.json`,
    );
    const compilerDirectory = path.join(path.dirname(platformPackage), 'lib');
    const compiler = path.join(compilerDirectory, 'tsc');
    if (!existsSync(compiler)) return null;
    return { compiler, compilerDirectory, typePackages: declarationPackages(require, '@types/node') };
  } catch {
    return null;
  }
}

/** A declaration package and, recursively, its dependencies (@types/node needs undici-types). */
function declarationPackages(
  require: NodeJS.Require,
  name: string,
  found: TypescriptCompilerFiles['typePackages'] = [],
): TypescriptCompilerFiles['typePackages'] {
  if (found.some((entry) => entry.name === name)) return found;
  const manifestFile = require.resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  found.push({ name, version: manifest.version, directory: path.dirname(manifestFile) });
  const ownRequire = createRequire(manifestFile);
  for (const dependency of Object.keys(manifest.dependencies ?? {})) declarationPackages(ownRequire, dependency, found);
  return found;
}

export const typescript: Language = {
  id: 'typescript',
  name: 'TypeScript (tsc 7, strict, Node.js 20)',
  // A missing binary reads as "not installed", like a missing Debian package.
  versionCommand: [typescriptCompilerFiles()?.compiler ?? '/nonexistent/tsc', '--version'],
  prepare: {
    tool: TYPESCRIPT_COMPILER,
    what: 'TypeScript compiler',
    // Without its compiler folder there is nothing to compile with.
    required: true,
    make: ({ cacheDirectory, version }) => {
      const files = typescriptCompilerFiles();
      if (!files) throw new Error('tsc not found');
      return ensureTypescriptCompiler(cacheDirectory, files, version);
    },
  },
  /**
   * tsc checks the types (a type error is a compilation error, as on LeetCode and Kattis) and
   * writes CommonJS for this Node, so `require` and `import` both work. Each option says why:
   * - `--strict`; `--target`/`--lib es2023`: what Node 20 runs, without the DOM's globals;
   * - `--types node` from the compiler folder: `require`, `process.stdin`, `Buffer`, `fs`, `readline`;
   * - `--moduleDetection force`: the file is a module, as Node wraps it, so a top-level `const
   *   process` or `name` is the program's own, not a clash with a global;
   * - `--rootDir`/`--outDir` the build folder: main.ts becomes main.js beside it, and a file
   *   imported from elsewhere is an error rather than a program laid out somewhere else;
   * - `--skipLibCheck`: the declarations are the judge's, checked once by their authors;
   * - `--singleThreaded`: one core, as the compile limits assume;
   * - `--pretty false`: plain `main.ts(1,7): error TS2322: …` lines, the user's file name and
   *   no colours or related locations in the judge's declaration files;
   * - `--inlineSourceMap`: a map inside each .js, which a function problem's driver turns on
   *   (process.setSourceMapsEnabled) so a stack trace names solution.ts and its lines; other
   *   programs run without it, as before.
   */
  compileCommand: (context) => [
    `${COMPILER_DIRECTORY}/tsc`,
    '--strict',
    '--target',
    'es2023',
    '--lib',
    'es2023',
    '--module',
    'commonjs',
    '--moduleDetection',
    'force',
    '--types',
    'node',
    '--typeRoots',
    `${COMPILER_DIRECTORY}/node_modules/@types`,
    '--skipLibCheck',
    '--noEmitOnError',
    '--singleThreaded',
    '--pretty',
    'false',
    '--newLine',
    'lf',
    '--inlineSourceMap',
    '--rootDir',
    BUILD_DIRECTORY,
    '--outDir',
    BUILD_DIRECTORY,
    ...compiledSources(context),
  ],
  entryPoint: (_source, fileName) => fileName.replace(/\.ts$/, '.js'),
  runCommand: javascript.runCommand,
  keepSource: false,
  memoryOverheadMb: javascript.memoryOverheadMb,
  processes: javascript.processes,
  openFiles: javascript.openFiles,
  // tsc is a Go program: it reserves address space it never uses.
  addressSpaceLimit: false,
  outOfMemoryMarkers: javascript.outOfMemoryMarkers,
  environment: { ...javascript.environment, GOMAXPROCS: '1' },
  selfTestSource: `const input: Buffer = require('fs').readFileSync(0);
process.stdout.write(input);
`,
  startCode: {
    batch: `import { readFileSync } from 'fs';

// The statement describes the input; this reads all of it, token by token.
const tokens: string[] = readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);

// TODO: write your solution here and print the answer with console.log(...)
`,
    interactive: `import * as readline from 'readline';

// Interactive: read one line at a time, and answer each with process.stdout.write (it is not buffered).
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line: string) => {
  // TODO: read the judge's message in line, then answer it:
  // process.stdout.write('your answer\\n');
});
`,
  },
  additionSource: (marker) =>
    `const [a, b]: number[] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n// ${marker}\n`,
  install: { debianPackages: [] },
};
