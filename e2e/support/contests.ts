import { expect, type Page } from '@playwright/test';

export type CreatedContest = { id: string; title: string; problemIds: string[] };

/**
 * Creates a contest through the API from a page signed in as an admin: `startInSeconds` from now
 * (negative: already running), lasting `lengthSeconds`, with the given problems or the first
 * `problemCount` seed problems, its scoreboard frozen for the last `freezeMinutes`.
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
  },
): Promise<CreatedContest> {
  const problems = (await (await adminPage.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  const problemIds = options.problemIds ?? problems.slice(0, options.problemCount ?? 1).map((problem) => problem._id);
  const startMs = Date.now() + options.startInSeconds * 1_000;
  const created = await adminPage.request.post('/api/problem/createcontest', {
    data: {
      title: options.title,
      description: `${options.title}, made by the end-to-end tests.`,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + options.lengthSeconds * 1_000).toISOString(),
      problems: problemIds,
      ...(options.freezeMinutes === undefined ? {} : { freezeMinutes: options.freezeMinutes }),
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
