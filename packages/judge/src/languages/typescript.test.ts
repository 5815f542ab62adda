import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import type { SubmissionResult } from '../types.js';
import { typescript } from './typescript.js';
import { toolchainVersions } from './versions.js';

/**
 * TypeScript is type-checked by tsc (TypeScript 7) in the sandbox: a type error is a Compilation
 * Error with the compiler's own message, and programs that read their input the usual Node ways
 * still compile. The judge runs in the real sandbox, with a compile CPU limit of 3 s so that the
 * type-level bomb below ends quickly (tsc checks an ordinary program in about 0.5 s of CPU).
 */

const COMPILE_CPU_MS = 3000;
const COMPILE_WALL_MS = 20_000;
const toolchain = (await toolchainVersions([typescript])).typescript;

/** Programs that read "2 3" and print 5, each reading its input one of the usual ways. */
const readingPrograms: Record<string, string> = {
  'readFileSync(0) imported from fs': `import { readFileSync } from 'fs';
const [a, b]: number[] = readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(a + b);
`,
  "require('fs') on /dev/stdin": `const input: string = require('fs').readFileSync('/dev/stdin', 'utf8');
const [a, b] = input.trim().split(' ').map((token: string) => parseInt(token, 10));
console.log(a + b);
`,
  "fs's default import": `import fs from 'fs';
const numbers = fs.readFileSync(0).toString().split(/\\s+/).filter(Boolean).map(Number);
console.log(numbers.reduce((sum, value) => sum + value, 0));
`,
  "readline's line and close events": `import * as readline from 'readline';
const lines: string[] = [];
const reader = readline.createInterface({ input: process.stdin });
reader.on('line', (line: string) => lines.push(line));
reader.on('close', () => {
  const [a, b] = lines[0].split(' ').map(Number);
  console.log(a + b);
});
`,
  'for await over node:readline': `import { createInterface } from 'node:readline';
async function main(): Promise<void> {
  let total = 0n;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    for (const token of line.split(' ')) if (token) total += BigInt(token);
  }
  process.stdout.write(\`\${total}\\n\`);
}
void main();
`,
  "process.stdin's data and end events": `let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const [a, b] = input.trim().split(/\\s+/).map(Number);
  console.log(a + b);
});
`,
};

/** Types a competitive programmer uses, all checked under --strict, and what Node 20 runs (ES2023). */
const typedProgram = `interface Edge {
  readonly to: number;
  readonly weight: number;
}

enum Mode {
  Sum,
  Product,
}

class Graph<Label extends string> {
  private readonly adjacency = new Map<Label, Edge[]>();

  add(from: Label, edge: Edge): this {
    const edges = this.adjacency.get(from) ?? [];
    edges.push(edge);
    this.adjacency.set(from, edges);
    return this;
  }

  total(from: Label, mode: Mode): number {
    const weights = (this.adjacency.get(from) ?? []).map((edge) => edge.weight);
    return mode === Mode.Sum ? weights.reduce((sum, weight) => sum + weight, 0) : weights.reduce((product, weight) => product * weight, 1);
  }
}

type Pair = [left: number, right: number];
const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number) as Pair;
const graph = new Graph<'start'>().add('start', { to: 1, weight: a }).add('start', { to: 2, weight: b });
const sorted: readonly number[] = [b, a].toSorted((left, right) => left - right);
const last: number | undefined = sorted.findLast((value) => value > 0);
console.log(graph.total('start', Mode.Sum), graph.total('start', Mode.Product), last ?? 'none');
`;

/**
 * Type-level arithmetic on tuples, far beyond what tsc can finish in the compile limits: each step
 * builds tuples a thousand long from a new seed, so its type cache never answers.
 */
const typeLevelBomb = `type Grow<Item, Length extends number, Built extends unknown[] = []> = Built['length'] extends Length
  ? Built
  : Grow<Item, Length, [...Built, [Item, Built['length']]]>;
type Repeat<Seed, Done extends unknown[] = []> = Done['length'] extends 999
  ? Done
  : Repeat<Seed, [...Done, Grow<[Seed, Done['length']], 999>]>;
const value: Repeat<'bomb'> = [];
console.log(value);
`;

describe('TypeScript is type-checked', () => {
  if (!toolchain?.ok) {
    console.warn(`skipping the TypeScript type-check tests: ${toolchain?.error ?? 'no toolchain'}`);
    it.skip(`typescript: ${toolchain?.error ?? 'no toolchain'}`, () => {});
    return;
  }

  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge({
      skipSelfTest: true,
      compileLimits: { cpuMs: COMPILE_CPU_MS, wallMs: COMPILE_WALL_MS },
    });
  });
  afterAll(async () => {
    await judge?.close();
  });

  const judgeAddition = (source: string): Promise<SubmissionResult> =>
    judge.judge({
      language: 'typescript',
      source,
      tests: [{ input: '2 3\n', expected: '5\n' }],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
    });

  it("a type error is a Compilation Error with tsc's message, at the user's file and line", async () => {
    const result = await judgeAddition("const answer: number = 'five';\nconsole.log(answer);\n");
    expect(result.statusId, result.compileOutput).toBe(STATUS.compilationError.id);
    expect(result.compileOutput).toBe(
      "main.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\n",
    );
    expect(result.tests).toEqual([]);
  });

  it('checks strictly: an implicit any and a possibly undefined value are errors, and no judge path shows', async () => {
    const result = await judgeAddition(`function add(a, b) {
  return a + b;
}
const found: number = [2, 3].find((value) => value > 2);
console.log(add(2, 3), found);
`);
    expect(result.statusId, result.compileOutput).toBe(STATUS.compilationError.id);
    expect(result.compileOutput).toContain("main.ts(1,14): error TS7006: Parameter 'a' implicitly has an 'any' type.");
    expect(result.compileOutput).toContain(
      "main.ts(4,7): error TS2322: Type 'number | undefined' is not assignable to type 'number'.",
    );
    expect(result.compileOutput).not.toMatch(/\/box\/|codeyard-judge|node_modules/);
  });

  it('a correct program with types is Accepted', async () => {
    const result = await judge.judge({
      language: 'typescript',
      source: typedProgram,
      tests: [{ input: '2 3\n', expected: '5 6 3\n' }],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
    });
    expect(result.statusId, `${result.status} ${result.compileOutput} ${result.tests[0]?.stderr ?? ''}`).toBe(
      STATUS.accepted.id,
    );
  });

  it.each(Object.entries(readingPrograms))(
    'a program reading stdin with %s type-checks and is Accepted',
    async (_, source) => {
      const result = await judgeAddition(source);
      expect(result.statusId, `${result.status} ${result.compileOutput} ${result.tests[0]?.stderr ?? ''}`).toBe(
        STATUS.accepted.id,
      );
    },
  );

  it('a type-level computation too big to finish is stopped by the compile limits, and the judge goes on', async () => {
    const started = performance.now();
    const result = await judgeAddition(typeLevelBomb);
    const elapsedMs = performance.now() - started;
    expect(result.statusId, result.compileOutput).toBe(STATUS.compilationError.id);
    // Which limit it reaches first depends on the processor: one machine of this kind runs out of
    // CPU time first, another (AMD EPYC) of memory.
    expect(result.compileOutput).toMatch(
      new RegExp(`^Compilation exceeded the (time limit \\(${COMPILE_CPU_MS / 1000} s\\)\\.|memory limit)`),
    );
    // Ended by the sandbox's limits: the CPU limit, or on a very busy machine the wall-clock one.
    expect(elapsedMs).toBeLessThan(COMPILE_WALL_MS + 5000);

    const after = await judgeAddition(readingPrograms['readFileSync(0) imported from fs']!);
    expect(after.statusId, after.compileOutput).toBe(STATUS.accepted.id);
  });
});
