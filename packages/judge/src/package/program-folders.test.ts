import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage, type PackageSubmission } from './read-problem-package.js';

const temporaryDirectories: string[] = [];

async function writePackage(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-folders-'));
  temporaryDirectories.push(directory);
  for (const [name, content] of Object.entries({ 'problem.yaml': 'problem_format_version: 2025-09\n', ...files })) {
    await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
    await writeFile(path.join(directory, name), content);
  }
  return directory;
}

async function submissionsOf(files: Record<string, string>): Promise<Record<string, PackageSubmission>> {
  const problem = await readProblemPackage(await writePackage(files));
  return Object.fromEntries(problem.submissions.map((submission) => [submission.file, submission]));
}

afterAll(async () => {
  for (const directory of temporaryDirectories) await rm(directory, { recursive: true, force: true });
});

describe('submissions that are folders', () => {
  it('are one program in the language of their sources, started at the file the format names', async () => {
    const byFile = await submissionsOf({
      'submissions/accepted/java/Main.java': 'public class Main {}\n',
      'submissions/accepted/java/Helper.java': 'class Helper {}\n',
      'submissions/accepted/c/solve.c': '#include "sum.h"\nint main(void) { return 0; }\n',
      'submissions/accepted/c/sum.c': 'int sum(int a, int b) { return a + b; }\n',
      'submissions/accepted/c/sum.h': 'int sum(int a, int b);\n',
      'submissions/accepted/c/.gitignore': 'a.out\n',
      'submissions/accepted/python/__init__.py': '',
      'submissions/accepted/python/tool.py': 'if __name__ == "__main__":\n    print(1)\n',
    });
    expect(byFile['submissions/accepted/java']).toMatchObject({
      file: 'submissions/accepted/java',
      expected: 'accepted',
      language: 'java',
      source: 'public class Main {}\n',
      sourceName: 'Main.java',
      files: { 'Helper.java': 'class Helper {}\n' },
    });
    // The one C source with a main function; the header and the other source go with it; .gitignore does not.
    expect(byFile['submissions/accepted/c']).toMatchObject({
      language: 'c',
      sourceName: 'solve.c',
      files: { 'sum.c': 'int sum(int a, int b) { return a + b; }\n', 'sum.h': 'int sum(int a, int b);\n' },
    });
    expect(byFile['submissions/accepted/python']).toMatchObject({ language: 'python', sourceName: 'tool.py' });
  });

  it('are skipped, saying why, when their language or main file cannot be told', async () => {
    const byFile = await submissionsOf({
      'submissions/accepted/mixed/main.c': 'int main(void) { return 0; }\n',
      'submissions/accepted/mixed/extra.cpp': 'int f() { return 1; }\n',
      'submissions/accepted/haskell/Main.hs': 'main = pure ()\n',
      'submissions/accepted/two-scripts/a.py': 'print(1)\n',
      'submissions/accepted/two-scripts/b.py': 'print(2)\n',
      'submissions/wrong_answer/old/main.py': '#!/usr/bin/env python2\nprint 1\n',
    });
    expect(byFile['submissions/accepted/mixed']).toMatchObject({
      language: null,
      skipReason: 'submissions/accepted/mixed holds sources in several languages (c, cpp); a program is in one',
    });
    expect(byFile['submissions/accepted/haskell']?.skipReason).toBe(
      'submissions/accepted/haskell has no source file in a language the judge runs (.hs)',
    );
    expect(byFile['submissions/accepted/two-scripts']?.skipReason).toBe(
      'submissions/accepted/two-scripts: cannot tell which of its Python 3 files is the main one (name it main.py)',
    );
    expect(byFile['submissions/wrong_answer/old']?.skipReason).toBe('Python 2 is not supported');
  });

  it('with build or run scripts are built and started by them, whatever else they hold', async () => {
    const byFile = await submissionsOf({
      'submissions/accepted/scripted/build': 'cc -o solve solve.c\n',
      'submissions/accepted/scripted/run': 'exec ./solve\n',
      'submissions/accepted/scripted/solve.c': 'int main(void) { return 0; }\n',
      'submissions/accepted/run-only/run': 'exec python3 "$(dirname "$0")/solve.py"\n',
      'submissions/accepted/run-only/solve.py': 'print(1)\n',
    });
    expect(byFile['submissions/accepted/scripted']).toMatchObject({
      language: 'build-run',
      sourceName: 'build',
      source: 'cc -o solve solve.c\n',
      files: { run: 'exec ./solve\n', 'solve.c': 'int main(void) { return 0; }\n' },
    });
    expect(byFile['submissions/accepted/run-only']).toMatchObject({ language: 'build-run', sourceName: 'run' });
  });

  it('refuse a link that leads outside the package', async () => {
    const directory = await writePackage({ 'submissions/accepted/folder/main.py': 'print(1)\n' });
    await symlink('/etc/hostname', path.join(directory, 'submissions/accepted/folder/secret.txt'));
    await expect(readProblemPackage(directory)).rejects.toThrow(
      'submissions/accepted/folder/secret.txt is a symbolic link to /etc/hostname, outside the package',
    );
  });
});

describe('include/', () => {
  const driverPackage = {
    'include/default/data.txt': 'shared\n',
    'include/cpp/grader.cpp': 'int main() { return 0; }\n',
    'include/cpp/solution.h': 'int solve();\n',
    'include/python3/main.py': 'from solution import solve\nprint(solve())\n',
    'submissions/accepted/solution.cpp': '#include "solution.h"\nint solve() { return 1; }\n',
    'submissions/accepted/solution.py': 'def solve():\n    return 1\n',
    'submissions/accepted/solution.c': 'int solve(void) { return 1; }\n',
    'submissions/wrong_answer/folder/solution.h': 'int solve(); // the submission\u2019s own, replaced\n',
    'submissions/wrong_answer/folder/solution.cpp': '#include "solution.h"\nint solve() { return 2; }\n',
  };

  it('adds its language’s folder to every submission in that language, the driver being where it starts', async () => {
    const byFile = await submissionsOf(driverPackage);
    expect(byFile['submissions/accepted/solution.cpp']).toMatchObject({
      file: 'submissions/accepted/solution.cpp',
      expected: 'accepted',
      language: 'cpp',
      source: 'int main() { return 0; }\n',
      sourceName: 'grader.cpp',
      files: {
        'solution.cpp': '#include "solution.h"\nint solve() { return 1; }\n',
        'solution.h': 'int solve();\n',
      },
    });
    // Python's driver has the format's entry point name, main.py; the submission keeps its own name.
    expect(byFile['submissions/accepted/solution.py']).toMatchObject({
      language: 'python',
      sourceName: 'main.py',
      files: { 'solution.py': 'def solve():\n    return 1\n' },
    });
  });

  it('adds include/default/ to a language without a folder of its own, which replaces it otherwise', async () => {
    const byFile = await submissionsOf(driverPackage);
    expect(byFile['submissions/accepted/solution.c']).toMatchObject({
      language: 'c',
      sourceName: 'solution.c',
      files: { 'data.txt': 'shared\n' },
    });
    expect(Object.keys(byFile['submissions/accepted/solution.cpp']?.files ?? {})).not.toContain('data.txt');
  });

  it('replaces a submission’s file of the same name', async () => {
    const byFile = await submissionsOf(driverPackage);
    expect(byFile['submissions/wrong_answer/folder']?.files?.['solution.h']).toBe('int solve();\n');
  });
});

describe('output validators that are folders', () => {
  it('compile every source of the folder, found in a folder of their own too', async () => {
    const directory = await writePackage({
      'output_validator/guess/validate.cc': '#include "validate.h"\nint main() { return check(); }\n',
      'output_validator/guess/validate.h': 'int check();\n',
      'output_validator/guess/check.cc': 'int check() { return 42; }\n',
    });
    expect((await readProblemPackage(directory)).checker).toEqual({
      kind: 'custom',
      language: 'cpp',
      source: '#include "validate.h"\nint main() { return check(); }\n',
      sourceName: 'guess/validate.cc',
      files: { 'guess/check.cc': 'int check() { return 42; }\n', 'guess/validate.h': 'int check();\n' },
    });
  });

  it('with build and run scripts are kept whole, to be built by build and started as run', async () => {
    const directory = await writePackage({
      'output_validator/build': 'cc -o compare compare.c\n',
      'output_validator/run': 'exec "$(dirname "$0")/compare" "$@"\n',
      'output_validator/compare.c': 'int main(void) { return 42; }\n',
    });
    const problem = await readProblemPackage(directory);
    expect(problem.checker).toEqual({
      kind: 'custom',
      language: 'build-run',
      source: 'cc -o compare compare.c\n',
      sourceName: 'build',
      files: { 'compare.c': 'int main(void) { return 42; }\n', run: 'exec "$(dirname "$0")/compare" "$@"\n' },
    });
    expect(problem.unsupported).toBeUndefined();
  });
});
