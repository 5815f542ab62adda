import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { javascript } from './javascript.js';
import { BUILD_DIRECTORY, TOOLS_DIRECTORY, type Language } from './language.js';

/** The compiler's name in TOOLS_DIRECTORY: the judge copies esbuild's binary there (see judge.ts). */
export const TYPESCRIPT_COMPILER = 'esbuild';

/**
 * esbuild's native binary on the host, from the npm package's platform-specific dependency
 * (@esbuild/linux-x64 and friends), or null when npm did not install it.
 */
export function esbuildBinary(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const esbuildPackage = require.resolve('esbuild/package.json');
    const platformPackage = createRequire(esbuildPackage).resolve(
      `@esbuild/${process.platform}-${process.arch}/package.json`,
    );
    const binary = path.join(path.dirname(platformPackage), 'bin', 'esbuild');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

export const typescript: Language = {
  id: 'typescript',
  name: 'TypeScript (esbuild, Node.js 20)',
  extensions: ['.ts'],
  // A missing binary reads as "not installed", like a missing Debian package.
  versionCommand: [esbuildBinary() ?? '/nonexistent/esbuild', '--version'],
  sourceFileName: () => 'main.ts',
  tools: [TYPESCRIPT_COMPILER],
  /**
   * esbuild strips the types (it does not check them: a type error is not a Compilation Error, a
   * syntax error is) and writes CommonJS, so `require` and `import` both work, for this Node.
   */
  compileCommand: ({ sourceFile }) => [
    `${TOOLS_DIRECTORY}/${TYPESCRIPT_COMPILER}`,
    sourceFile,
    '--format=cjs',
    '--platform=node',
    '--target=node20',
    '--log-level=warning',
    '--color=false',
    `--outfile=${BUILD_DIRECTORY}/main.js`,
  ],
  entryPoint: () => 'main.js',
  runCommand: javascript.runCommand,
  keepSource: false,
  memoryOverheadMb: javascript.memoryOverheadMb,
  processes: javascript.processes,
  openFiles: javascript.openFiles,
  // esbuild is a Go program: it reserves address space it never uses.
  addressSpaceLimit: false,
  outOfMemoryMarkers: javascript.outOfMemoryMarkers,
  environment: { ...javascript.environment, GOMAXPROCS: '1' },
  selfTestSource: `const input: Buffer = require('fs').readFileSync(0);
process.stdout.write(input);
`,
  install: { debianPackages: [] },
};
