import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { editor } from './support/editor';
import { staircaseId } from './support/staircase';

// A problem's URL is answered with a page that names the route's chunks and Monaco's as
// modulepreload (apps/web/vite-plugins/editor-page.ts), so the browser fetches and parses them
// from the start instead of after the entry script has run. Other pages do not carry them.

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);

test("a problem's page preloads exactly the scripts its editor loads, and the landing page none of them", async ({
  page,
}) => {
  await registerViaApi(page, newAccount('preload'));
  const problemUrl = `/problem/${await staircaseId(page)}`;
  const landing = preloads(await (await page.request.get('/')).text());
  const problemPage = preloads(await (await page.request.get(problemUrl)).text());
  const extra = problemPage.filter((href) => !landing.includes(href));
  expect(
    extra.some((href) => /\/assets\/code-editor-[\w-]+\.js$/.test(href)),
    `Monaco's chunk among ${extra.join(', ')}`,
  ).toBe(true);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(problemUrl);
  await expect(editor(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Problem' })).toBeVisible();
  // Everything preloaded was used by the page, and nothing was fetched twice.
  for (const href of extra) expect(scripts, href).toContain(href);
  expect(scripts.length).toBe(new Set(scripts).size);
  // The landing page stays light: none of the problem page's chunks.
  for (const href of extra) expect(landing).not.toContain(href);
});
