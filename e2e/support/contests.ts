import { expect, type Page } from '@playwright/test';

export type CreatedContest = { id: string; title: string; problemIds: string[] };

/**
 * The first `count` seed problems that read standard input: the contest walks submit whole programs
 * (`print(0)`, A+B), which a function problem (LeetCode's form) would judge otherwise.
 */
async function stdinProblemIds(adminPage: Page, count: number): Promise<string[]> {
  const problems = (await (await adminPage.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  const chosen: string[] = [];
  for (const problem of problems) {
    if (chosen.length === count) break;
    const detail = await adminPage.request.get(`/api/problem/problembyid/${problem._id}`);
    if (((await detail.json()) as { function?: unknown }).function == null) chosen.push(problem._id);
  }
  return chosen;
}

/**
 * Creates a contest through the API from a page signed in as an admin: `startInSeconds` from now
 * (negative: already running), lasting `lengthSeconds`, with the given problems or the first
 * `problemCount` stdin seed problems, its scoreboard frozen for the last `freezeMinutes`, of teams
 * when `teams` is set.
 */
export async function createContestViaApi(
  adminPage: Page,
  options: {
    title: string;
    startInSeconds: number;
    lengthSeconds: number;
    problemCount?: number;
    problemIds?: string[];
    /** Minutes before the end the public board freezes (none by default). */
    freezeMinutes?: number;
    /** A contest of teams (docs/contests.md#team-contests). */
    teams?: boolean;
  },
): Promise<CreatedContest> {
  const problemIds = options.problemIds ?? (await stdinProblemIds(adminPage, options.problemCount ?? 1));
  const startMs = Date.now() + options.startInSeconds * 1_000;
  const created = await adminPage.request.post('/api/problem/createcontest', {
    data: {
      title: options.title,
      description: `${options.title}, made by the end-to-end tests.`,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + options.lengthSeconds * 1_000).toISOString(),
      problems: problemIds,
      ...(options.freezeMinutes === undefined ? {} : { freezeMinutes: options.freezeMinutes }),
      ...(options.teams ? { teams: true } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { contest } = (await created.json()) as { contest: { _id: string } };
  return { id: contest._id, title: options.title, problemIds };
}

/** A `datetime-local` value `secondsFromNow` ahead, in the browser's own time zone (what the contest form's fields take). */
export function localInputValue(page: Page, secondsFromNow: number): Promise<string> {
  return page.evaluate((seconds) => {
    const date = new Date(Date.now() + seconds * 1_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, secondsFromNow);
}
