import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { expectEditorToContain, replaceEditorContent } from './support/editor';

// Issue 21: the seed problem "Guess the Number" is interactive. Its page says so and shows the
// sample as a dialogue; Run plays the samples against the interactor and shows the dialogue; the
// solution is accepted; one that never flushes is not.

const SOLUTION = `#include <bits/stdc++.h>
using namespace std;
char ask(long long x) {
    cout << "? " << x << endl;
    string reply;
    cin >> reply;
    return reply[0];
}
int main() {
    long long n;
    cin >> n;
    long long low = 1, high = n;
    while (true) {
        long long middle = low + (high - low) / 2;
        char reply = ask(middle);
        if (reply == '=') break;
        if (reply == '<') high = middle - 1;
        else low = middle + 1;
    }
}
// solved in the e2e test
`;

/**
 * Buffers its questions (and unties cin from cout, which would flush them before each read): the
 * interactor never sees one, and both wait until the time limit.
 */
const NEVER_FLUSHES = SOLUTION.replace('cout << "? " << x << endl;', 'cout << "? " << x << "\\n";')
  .replace('    long long n;', '    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n    long long n;')
  .replace('solved in the e2e test', 'never flushes');

test('an interactive problem shows its dialogue, runs against the interactor and is solved in the browser', async ({
  page,
}) => {
  await registerViaApi(page, newAccount('guesser'));
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill('Guess the Number');
  await page.getByRole('link', { name: 'Guess the Number', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Guess the Number', level: 1 })).toBeVisible();
  await expect(page.getByText('Interactive', { exact: true }).first()).toBeVisible();

  // The statement's sample is the dialogue of its .interaction file, not the interactor's input.
  const sample = page.getByRole('list', { name: 'Interaction' }).first();
  await expect(sample.getByRole('listitem').first()).toHaveText('The judge sends: 10');
  await expect(sample.getByRole('listitem').nth(1)).toHaveText('Your program writes: ? 5');

  await page.getByRole('button', { name: 'C++', exact: true }).click();
  await replaceEditorContent(page, SOLUTION);
  await expectEditorToContain(page, 'solved in the e2e test');

  // Issue 36: the custom input says whose it is: the interactor's, not the program's.
  await page.getByRole('tab', { name: 'Testcase' }).click();
  const testcase = page.getByRole('tabpanel', { name: 'Testcase' });
  await expect(testcase.getByLabel('Input of case 1')).toHaveAccessibleDescription(
    /this input goes to the interactor \(the judge's program\), not to yours/,
  );
  await expect(testcase.getByText(/including what the judge keeps secret/)).toBeVisible();

  // Run plays the samples against the interactor and shows each dialogue.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(testcase.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });
  const dialogue = testcase.getByRole('list', { name: 'Dialogue' }).first();
  await expect(dialogue.getByRole('listitem').first()).toHaveText('The judge sends: 10');
  await expect(dialogue.getByRole('listitem').last()).toHaveText('The judge sends: =');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const result = page.getByRole('tabpanel', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });

  // A solution that never flushes waits with the interactor until the time limit.
  await page.getByRole('tab', { name: 'Code' }).click();
  await replaceEditorContent(page, NEVER_FLUSHES);
  await expectEditorToContain(page, 'never flushes');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(result.getByRole('heading', { name: 'Time Limit Exceeded' })).toBeVisible({ timeout: 90_000 });
  // Issue 36: beside its tiny CPU runtime, the verdict says the wall clock ran out while it waited.
  await expect(result.getByRole('alert')).toContainText(
    /Time Limit Exceeded on test 1 · waited \d+\.\d s \(wall clock\)/,
  );
  await expect(result.getByRole('alert')).toContainText('the program was waiting, not computing');

  // A Run of it says the same of each sample.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(testcase.getByRole('heading', { name: 'Time Limit Exceeded' })).toBeVisible({ timeout: 90_000 });
  await expect(testcase.getByRole('listitem').filter({ hasText: 'Case 1' }).first()).toContainText(
    /Time Limit Exceeded · waited \d+\.\d s \(wall clock\)/,
  );

  // The dialogue reads on a phone, in both themes, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.getByRole('list', { name: 'Interaction' }).first()).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, colorScheme).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page, `interactive problem (${colorScheme})`), 'axe violations').toBe('');
  }
});
