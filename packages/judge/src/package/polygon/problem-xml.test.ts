import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readProblemXml } from './problem-xml.js';
import { commandWords, readPolygonPlan, testFileName } from './read-polygon-plan.js';

/** A problem.xml with one manual test, its parts replaceable. */
function problemXml(parts: { judging?: string; tests?: string; assets?: string; testCount?: string } = {}): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<problem short-name="tiny">
  <names><name language="english" value="Tiny"/></names>
  <judging ${parts.judging ?? 'input-file="" output-file=""'}>
    <testset name="tests">
      <time-limit>2000</time-limit>
      <memory-limit>67108864</memory-limit>
      <test-count>${parts.testCount ?? '1'}</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>${parts.tests ?? '<test method="manual" sample="true"/>'}</tests>
    </testset>
  </judging>
  <assets>${parts.assets ?? ''}</assets>
</problem>`;
}

describe('problem.xml', () => {
  it('reads limits in milliseconds and bytes', () => {
    expect(readProblemXml(problemXml()).testset).toMatchObject({ timeLimitMs: 2000, memoryLimitBytes: 64 << 20 });
  });

  it.each([
    [
      { judging: 'input-file="input.txt" output-file=""' },
      'problem.xml: <judging input-file="input.txt">: programs read stdin and write stdout here, not files',
    ],
    [
      { judging: 'treat-points-from-checker-as-percent="true"' },
      'treat-points-from-checker-as-percent="true"> is not supported',
    ],
    [{ testCount: '2' }, 'problem.xml: <test-count> says 2 tests, but <tests> lists 1'],
    [{ tests: '<test method="generated"/>' }, 'problem.xml: test 1 is generated but has no cmd'],
    [{ tests: '<test method="copied"/>' }, 'problem.xml: test 1: method="copied" is not manual or generated'],
    [
      { tests: '<test method="manual" points="many"/>' },
      'problem.xml: test 1: points="many" is not a number of points',
    ],
    [
      { assets: '<checker type="exe"><source path="check.exe"/></checker>' },
      'problem.xml: <checker type="exe">: only testlib checkers are read',
    ],
    [{ assets: '<interactor/>' }, 'problem.xml: <interactor> has no <source path="…">'],
  ])('refuses %j, naming why', (parts, message) => {
    expect(() => readProblemXml(problemXml(parts))).toThrow(message);
  });

  it('refuses what is not a Polygon problem', () => {
    expect(() => readProblemXml('<contest/>')).toThrow('problem.xml: the root element is <contest>, not <problem>');
    expect(() => readProblemXml('<problem><judging><testset name="pretests"/></judging></problem>')).toThrow(
      'problem.xml: there is no testset named "tests"',
    );
    expect(() => readProblemXml('<problem>')).toThrow('problem.xml: not valid XML: <problem> (line 1) is not closed');
  });

  it('names test files by their patterns, and splits commands into words', () => {
    expect(testFileName('tests/%02d', 3)).toBe('tests/03');
    expect(testFileName('tests/%d.in', 12)).toBe('tests/12.in');
    expect(commandWords(`gen -n 10 'two words' "and more"`)).toEqual(['gen', '-n', '10', 'two words', 'and more']);
  });
});

describe('the files problem.xml names', () => {
  let directory: string;
  afterEach(async () => rm(directory, { recursive: true, force: true }));

  it('are read from inside the package only', async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-polygon-xml-'));
    await mkdir(path.join(directory, 'tests'));
    await writeFile(path.join(directory, 'tests', '01'), '1\n');
    await writeFile(
      path.join(directory, 'problem.xml'),
      problemXml({ assets: '<checker type="testlib"><source path="../../etc/passwd" type="cpp.g++17"/></checker>' }),
    );
    await expect(readPolygonPlan(directory)).rejects.toThrow('problem.xml names ../../etc/passwd, outside the package');
  });
});
