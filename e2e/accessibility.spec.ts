import { expect, test, type Page } from '@playwright/test';

import { blockingViolations } from './support/axe';
import { E2E_ADMIN } from './support/constants';

/**
 * axe-core on every main screen, in the light and the dark theme (the app follows
 * `prefers-color-scheme`), on a desktop and a phone screen. Serious and critical violations fail;
 * colour contrast (WCAG 2.2 AA) is among them.
 */
const screens = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const schemes = ['light', 'dark'] as const;

type Visit = { label: string; path: string | ((page: Page) => Promise<string>); ready: (page: Page) => Promise<void> };

const heading = (name: string, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, exact: true, level })).toBeVisible();
};

async function firstProblemPath(page: Page): Promise<string> {
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  expect(problems.length, 'seed problems exist').toBeGreaterThan(0);
  return `/problem/${problems[0]!._id}`;
}

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
    label: 'home',
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
  },
  { label: '/dashboard', path: '/dashboard', ready: heading('Activity') },
  { label: '/admin', path: '/admin', ready: heading('Admin Panel') },
  {
    label: '/admin/problems',
    path: '/admin/problems',
    ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  {
    label: '/admin/delete',
    path: '/admin/delete',
    ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  { label: '/admin/create', path: '/admin/create', ready: heading('Create New Problem', 1) },
];

async function scan(page: Page, visits: Visit[], context: string): Promise<string[]> {
  const reports: string[] = [];
  for (const visit of visits) {
    const path = typeof visit.path === 'string' ? visit.path : await visit.path(page);
    await page.goto(path);
    await visit.ready(page);
    const report = await blockingViolations(page, `${visit.label} (${context})`);
    if (report) reports.push(report);
  }
  return reports;
}

for (const screen of screens) {
  for (const scheme of schemes) {
    test.describe(`${screen.name}, ${scheme} theme`, () => {
      test.use({ viewport: screen.viewport, colorScheme: scheme });
      const context = `${screen.name}, ${scheme}`;

      test('visitor screens have no serious or critical accessibility violations', async ({ page }) => {
        const reports = await scan(page, visitorScreens, context);
        expect(reports.join('\n\n'), 'axe violations').toBe('');
      });

      test('signed-in and admin screens have no serious or critical accessibility violations', async ({ page }) => {
        const login = await page.request.post('/api/user/login', {
          data: { emailid: E2E_ADMIN.email, password: E2E_ADMIN.password },
        });
        expect(login.status(), await login.text()).toBe(200);
        const reports = await scan(page, adminScreens, context);
        expect(reports.join('\n\n'), 'axe violations').toBe('');
      });
    });
  }
}
