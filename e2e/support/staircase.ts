import type { Page } from '@playwright/test';

/** The seed problem the end-to-end tests solve. */
export const STAIRCASE_TITLE = 'Staircase Ways';

/** A correct JavaScript solution; the first line marks it as ours. */
export const STAIRCASE_SOLUTION = `// solved in the e2e test
const MOD = 1000000007;
const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const q = tokens[0];
const ns = tokens.slice(1, q + 1);
const maxN = Math.max(...ns, 3);
const ways = new Array(maxN + 1).fill(0);
ways[0] = 1;
for (let i = 1; i <= maxN; i++) {
  let w = ways[i - 1];
  if (i >= 2) w += ways[i - 2];
  if (i >= 3) w += ways[i - 3];
  ways[i] = w % MOD;
}
process.stdout.write(ns.map((n) => ways[n]).join('\\n') + '\\n');
`;

/** The id of the Staircase Ways seed problem. */
export async function staircaseId(page: Page): Promise<string> {
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problem = problems.find((candidate) => candidate.title === STAIRCASE_TITLE);
  if (!problem) throw new Error(`seed problem ${STAIRCASE_TITLE} is missing`);
  return problem._id;
}
