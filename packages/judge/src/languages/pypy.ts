import type { Language } from './language.js';
import { python } from './python.js';

const PYPY = '/usr/bin/pypy3';

/** CPython's rules (python.ts) on PyPy's interpreter: the same syntax check, run, environment and self-test. */
export const pypy: Language = {
  ...python,
  id: 'pypy',
  name: 'PyPy 3 (7.3, Python 3.9)',
  versionCommand: [PYPY, '--version'],
  // CPython's commands with PyPy in the interpreter's place.
  compileCommand: (context) => [PYPY, ...python.compileCommand(context).slice(1)],
  runCommand: (context) => [PYPY, ...python.runCommand(context).slice(1)],
  // PyPy's interpreter and JIT take about 30 MB before the program allocates anything.
  memoryOverheadMb: 32,
  install: { debianPackages: ['pypy3'] },
};
