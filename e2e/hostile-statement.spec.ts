import { expect, test } from './support/fixtures';

import { newAccount, registerViaApi } from './support/accounts';
import { E2E_ADMIN } from './support/constants';
import { STAIRCASE_TITLE } from './support/staircase';

// The statement is HTML rendered on the server and inserted as is (issue 9). Admins write
// statements, but an admin account can be stolen and a problem package can come from anyone:
// whatever a statement holds, a solver's page must run none of it. The unit tests check the
// sanitiser's output; this checks what a real browser does with it.

/** Each attempt would set this global if it ran. */
const HOSTILE_STATEMENT = [
  'Count the ways. $n \\le 10^5$ and $a_1 + a_2$.',
  '<script>window.codeyardHostile = "script"</script>',
  '<img src="/nowhere.png" onerror="window.codeyardHostile = \'img onerror\'">',
  '<iframe src="javascript:top.codeyardHostile = \'iframe\'"></iframe>',
  '<svg><animate attributeName="x" onbegin="window.codeyardHostile = \'svg onbegin\'" /></svg>',
  '[plain link](javascript:window.codeyardHostile=1) and [safe link](https://example.com/editorial)',
  "$\\href{javascript:window.codeyardHostile='katex href'}{katex link}$",
  '<a href="https://example.com" style="position:fixed;inset:0;z-index:99">covering link</a>',
  '<form action="https://example.com"><input name="password"><button>Send</button></form>',
].join('\n\n');

type AdminProblem = Record<string, unknown> & { _id: string; title: string };

test('a hostile statement renders as text and runs nothing in the solver’s browser', async ({ page, browser }) => {
  const admin = await browser.newContext();
  const login = await admin.request.post('/api/user/login', {
    data: { emailid: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const problems = (await (await admin.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const staircase = problems.find((problem) => problem.title === STAIRCASE_TITLE)!;
  const {
    _id: _unused,
    slug: _slug,
    ...body
  } = (await (await admin.request.get(`/api/problem/admin/${staircase._id}`)).json()) as AdminProblem;
  const title = `Hostile Statement ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/problem/create', {
    data: { ...body, title, description: HOSTILE_STATEMENT },
    timeout: 120_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  const problemId = ((await created.json()) as { problem: { _id: string } }).problem._id;

  try {
    const violations: string[] = [];
    const errors: string[] = [];
    await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
    await registerViaApi(page, newAccount('hostile'));
    await page.goto(`/problem/${problemId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    const statement = page.locator('.markdown').filter({ hasText: 'Count the ways.' });
    await expect(statement).toBeVisible();
    // Maths is typeset, and KaTeX's stylesheet hides its MathML copy.
    await expect(statement.locator('.katex').first()).toBeVisible();
    // Nothing that could run, load or post survived.
    for (const selector of [
      'script',
      'iframe',
      'img[onerror]',
      '[onbegin]',
      'animate',
      'form',
      'input',
      'a[href^="javascript:"]',
      'a[style]',
    ]) {
      await expect(statement.locator(selector), selector).toHaveCount(0);
    }
    // A script link loses its target and clicks to nothing; a web link stays; raw HTML is not
    // rendered at all, so the styled link meant to cover the page is left as plain text.
    await statement.getByText('plain link').click();
    await expect(statement.getByRole('link', { name: 'safe link' })).toHaveAttribute(
      'href',
      'https://example.com/editorial',
    );
    await expect(statement.getByText('covering link')).toBeVisible();
    await expect(statement.getByRole('link', { name: 'covering link' })).toHaveCount(0);

    await expect(page).toHaveURL(`/problem/${problemId}`);
    expect(
      await page.evaluate(() => (window as unknown as { codeyardHostile?: string }).codeyardHostile),
    ).toBeUndefined();
    expect(violations, 'nothing reached the Content-Security-Policy: the server had already removed it').toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await admin.request.delete(`/api/problem/delete/${problemId}`);
    await admin.close();
  }
});
