import { expect, test, type Page } from './fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './accounts';
import { blockingViolations } from './axe';
import { createContestViaApi } from './contests';

/**
 * axe-core on every main screen, in the light and the dark theme (the app follows
 * `prefers-color-scheme`), on a desktop and a phone screen. Serious and critical violations fail;
 * colour contrast (WCAG 2.2 AA) is among them. On the phone no screen may scroll sideways. One spec
 * file per screen size (accessibility-desktop.spec.ts, accessibility-phone.spec.ts), so that the
 * end-to-end shards can take them side by side.
 */
export const SCREENS = {
  desktop: { name: 'desktop', viewport: { width: 1440, height: 900 } },
  phone: { name: 'phone', viewport: { width: 390, height: 844 } },
} as const;
type Screen = (typeof SCREENS)[keyof typeof SCREENS];
const schemes = ['light', 'dark'] as const;

type Visit = {
  label: string;
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Promise<void>;
  /** Tabs of the screen opened by a click after it is checked, each checked in turn. */
  tabs?: string[];
  /** An admin list, which on a phone folds its secondary columns so that no row's actions need a sideways scroll. */
  adminList?: true;
};

const heading = (name: string, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, exact: true, level })).toBeVisible();
};

/** The heading, and nothing on the screen still loading. */
const loaded = (name: string) => async (page: Page) => {
  await heading(name, 1)(page);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
};

async function firstProblemPath(page: Page): Promise<string> {
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  expect(problems.length, 'seed problems exist').toBeGreaterThan(0);
  return `/problem/${problems[0]!._id}`;
}

/** A contest that ran while the spec set up, with one rejected attempt, so its screens have rows to draw. */
let contestId = '';
let contestProblemId = '';

function makeEndedContest(): void {
  test.beforeAll(async ({ browser }) => {
    const admin = await (await browser.newContext()).newPage();
    await loginAsAdminViaApi(admin);
    const contestant = await (await browser.newContext()).newPage();
    await registerViaApi(contestant, newAccount('screens'));
    // Seconds the contest still runs once made: time enough for one submission to arrive.
    const remainingSeconds = 3;
    const contest = await createContestViaApi(admin, {
      title: `Screens Cup ${Date.now().toString(36)}`,
      startInSeconds: -60,
      lengthSeconds: 60 + remainingSeconds,
      problemCount: 3,
    });
    contestId = contest.id;
    contestProblemId = contest.problemIds[0]!;
    const submitted = await contestant.request.post(`/api/submissions/submit/${contest.problemIds[0]}`, {
      data: { code: 'console.log(0)', language: 'javascript', contestId },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    expect(((await submitted.json()) as { countedForContest?: boolean }).countedForContest).toBe(true);
    // While it runs its problems' help is closed to users, which later specs would meet; the
    // screens below show it ended: wait for the end.
    await expect
      .poll(
        async () => {
          const contests = (await (await admin.request.get('/api/problem/getallcontests')).json()) as {
            _id: string;
            status: string;
          }[];
          return contests.find((candidate) => candidate._id === contestId)?.status;
        },
        { timeout: (remainingSeconds + 5) * 1_000 },
      )
      .toBe('ended');
    await admin.context().close();
    await contestant.context().close();
  });
}

/** An admin list's screen: ready once its table shows. */
const adminList = (path: string): Visit => ({
  label: path,
  path,
  ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
  adminList: true,
});

const visitorScreens: Visit[] = [
  {
    label: 'landing',
    path: '/',
    ready: async (page) => expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible(),
  },
  {
    label: 'login',
    path: '/login',
    ready: async (page) => expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible(),
  },
  {
    label: 'signup',
    path: '/signup',
    ready: async (page) => expect(page.getByRole('link', { name: 'Login', exact: true }).last()).toBeVisible(),
  },
];

const adminScreens: Visit[] = [
  {
    label: 'home (signed in)',
    path: '/',
    ready: async (page) => expect(page.getByRole('link', { name: /^Solve / }).first()).toBeVisible(),
  },
  {
    label: 'problem page',
    path: firstProblemPath,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.monaco-editor').first()).toBeVisible();
    },
    tabs: ['Editorial', 'Solutions', 'CHAT with AI', 'Discussions'],
  },
  { label: '/dashboard', path: '/dashboard', ready: heading('Activity') },
  {
    label: '/contests',
    path: '/contests',
    ready: async (page) => expect(page.getByRole('list', { name: 'Contests' })).toBeVisible(),
  },
  {
    label: 'contest detail',
    path: async () => `/contest/${contestId}`,
    ready: async (page) => expect(page.getByRole('button', { name: 'Participation Closed' }).first()).toBeVisible(),
  },
  {
    label: 'contest problem',
    path: async () => `/contest/${contestId}/problem/${contestProblemId}`,
    ready: async (page) => {
      await expect(page.getByRole('timer', { name: 'Contest clock' })).toContainText('Contest ended');
      await expect(page.locator('.monaco-editor').first()).toBeVisible();
    },
  },
  {
    label: 'contest leaderboard',
    path: async () => `/contest/${contestId}/leaderboard`,
    ready: async (page) => {
      const board = page.getByRole('table', { name: 'Leaderboard' });
      await expect(board).toBeVisible();
      // The board scrolls inside its frame on a phone; its cells' content must still stay in its cells.
      const spilling = await board.evaluate(
        (table) =>
          [...table.querySelectorAll('td')].filter((cell) =>
            [...cell.querySelectorAll('*')].some(
              (child) => child.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1,
            ),
          ).length,
      );
      expect(spilling, 'leaderboard cells whose content runs into the next').toBe(0);
    },
  },
  { label: '/admin', path: '/admin', ready: heading('Admin Panel') },
  adminList('/admin/problems'),
  adminList('/admin/delete'),
  { label: '/admin/create', path: '/admin/create', ready: heading('Create New Problem', 1) },
  {
    label: '/admin/update/:id',
    path: async (page) => (await firstProblemPath(page)).replace('/problem/', '/admin/update/'),
    ready: loaded('Update Problem'),
  },
  adminList('/admin/video'),
  {
    label: '/admin/upload/:id',
    path: async (page) => (await firstProblemPath(page)).replace('/problem/', '/admin/upload/'),
    ready: loaded('Upload Video'),
  },
  adminList('/admin/contests'),
  {
    label: '/admin/contests/:id/edit',
    path: async () => `/admin/contests/${contestId}/edit`,
    ready: loaded('Edit Contest'),
  },
  { label: '/admins/createcontest', path: '/admins/createcontest', ready: heading('Create Contest', 1) },
];

/** What makes the page wider than a phone's screen, when anything does: the elements reaching past its right edge. */
async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width + 1) return null;
    const offenders = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return `scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${offenders.join(', ')}`;
  });
}

/** axe's report on the screen as it is (or the part `include` selects), and on a phone whether it scrolls sideways. */
async function check(page: Page, label: string, context: string, phone: boolean, include?: string): Promise<string[]> {
  const reports: string[] = [];
  const report = await blockingViolations(page, `${label} (${context})`, include);
  if (report) reports.push(report);
  const overflow = phone ? await sidewaysScroll(page) : null;
  if (overflow) reports.push(`${label} (${context}) scrolls sideways: ${overflow}`);
  return reports;
}

async function scan(page: Page, visits: Visit[], context: string, phone: boolean): Promise<string[]> {
  const reports: string[] = [];
  for (const visit of visits) {
    const path = typeof visit.path === 'string' ? visit.path : await visit.path(page);
    await page.goto(path);
    await visit.ready(page);
    reports.push(...(await check(page, visit.label, context, phone)));
    if (phone && visit.adminList) {
      const table = page.getByRole('table');
      const hidden = await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth);
      if (hidden > 1) reports.push(`${visit.label} (${context}): the list scrolls sideways by ${hidden} px`);
    }
    for (const tab of visit.tabs ?? []) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      // The rest of the page was checked just before: only what the tab shows.
      const panelId = await panel.getAttribute('id');
      reports.push(...(await check(page, `${visit.label}, ${tab} tab`, context, phone, `[id="${panelId}"]`)));
    }
  }
  return reports;
}

/**
 * Each visit (a screen, or a tab of one) loads a page and runs axe over it: the test's time grows with
 * their number, up to 20 s each on a two-core machine running the other shards beside it.
 */
const timeFor = (visits: Visit[]) =>
  Math.max(180_000, visits.reduce((count, visit) => count + 1 + (visit.tabs?.length ?? 0), 0) * 20_000);

/** The tests of one screen size, in both themes. */
export function accessibilityTests(screen: Screen): void {
  makeEndedContest();
  for (const scheme of schemes) {
    test.describe(`${screen.name}, ${scheme} theme`, () => {
      test.use({ viewport: screen.viewport, colorScheme: scheme });
      const context = `${screen.name}, ${scheme}`;

      test('visitor screens have no serious or critical accessibility violations and fit the width', async ({
        page,
      }) => {
        test.setTimeout(timeFor(visitorScreens));
        const reports = await scan(page, visitorScreens, context, screen.name === 'phone');
        expect(reports.join('\n\n'), 'axe violations').toBe('');
      });

      test('signed-in and admin screens have no serious or critical accessibility violations and fit the width', async ({
        page,
      }) => {
        test.setTimeout(timeFor(adminScreens));
        await loginAsAdminViaApi(page);
        const reports = await scan(page, adminScreens, context, screen.name === 'phone');
        expect(reports.join('\n\n'), 'axe violations').toBe('');
      });
    });
  }
}
