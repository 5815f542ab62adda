import { BUILD_RUN } from '../types.js';
import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type ProgramRecipe } from './language.js';

/** The scripts that make a program folder build-run (Kattis 2025-09, "Programs"). */
export const BUILD_SCRIPT = 'build';
export const RUN_SCRIPT = 'run';

/**
 * Runs `build` if the folder has one, then insists on a `run` file. Both are made executable first:
 * a package unpacked from a zip or stored as text has lost its mode bits, and the format says they
 * are executable. `./build` (not `sh build`) honours a shebang; without one, sh runs it as a script.
 */
const BUILD_STEPS = [
  `if [ -f ${BUILD_SCRIPT} ]; then chmod u+x ${BUILD_SCRIPT} && ./${BUILD_SCRIPT} || exit $?; fi`,
  `if [ ! -f ${RUN_SCRIPT} ]; then echo "the program folder has no ${RUN_SCRIPT} file after building" >&2; exit 1; fi`,
  `chmod u+x ${RUN_SCRIPT}`,
].join('\n');

/**
 * A program folder with its own `build` and/or `run` scripts: built by `build` in the compile
 * sandbox (the judge's compile limits, its working directory a copy of the folder), then started
 * as `run` with the program's arguments. `run` goes through sh's `exec`, so a script without a
 * shebang still runs as the POSIX shell script the format allows. The scripts may use `cc`, `c++`
 * and `python3`, which the format promises and every sandbox has.
 */
export const buildRun: ProgramRecipe = {
  id: BUILD_RUN,
  sourceFileName: () => BUILD_SCRIPT,
  compileCommand: () => ['/bin/sh', '-c', BUILD_STEPS],
  entryPoint: () => RUN_SCRIPT,
  runCommand: ({ entryPoint }) => ['/bin/sh', '-c', 'exec "$0" "$@"', `${PROGRAM_DIRECTORY}/${entryPoint}`],
  // Whatever the build made and the scripts read stays in the folder.
  keepSource: true,
  memoryOverheadMb: 0,
  processes: 64,
  openFiles: 256,
  // What run starts is unknown (a JVM would not survive an address-space limit).
  addressSpaceLimit: false,
  outOfMemoryMarkers: [],
  environment: DEFAULT_ENVIRONMENT,
};
