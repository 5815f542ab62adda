import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { expectEditorToContain, replaceEditorContent } from './support/editor';
import { STAIRCASE_TITLE, staircaseId } from './support/staircase';

// Issue 24: a seed problem solved in Rust and in Go, in the browser, from the languages' own start code.
// Each solution ends with its marker line: after pasting, the editor shows the end of the code.

const RUST_SOLUTION = `use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|token| token.parse().unwrap()).collect();
    let queries = &numbers[1..=numbers[0]];
    let largest = queries.iter().copied().max().unwrap_or(0).max(3);
    let mut ways = vec![0u64; largest + 1];
    ways[0] = 1;
    for step in 1..=largest {
        let mut total = ways[step - 1];
        if step >= 2 { total += ways[step - 2]; }
        if step >= 3 { total += ways[step - 3]; }
        ways[step] = total % 1_000_000_007;
    }
    let lines: Vec<String> = queries.iter().map(|&n| ways[n].to_string()).collect();
    writeln!(io::stdout(), "{}", lines.join("\\n")).unwrap();
}
// solved in Rust by the e2e test
`;

const GO_SOLUTION = `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var count int
	fmt.Fscan(in, &count)
	queries := make([]int, count)
	largest := 3
	for index := range queries {
		fmt.Fscan(in, &queries[index])
		if queries[index] > largest {
			largest = queries[index]
		}
	}
	ways := make([]int64, largest+1)
	ways[0] = 1
	for step := 1; step <= largest; step++ {
		total := ways[step-1]
		if step >= 2 {
			total += ways[step-2]
		}
		if step >= 3 {
			total += ways[step-3]
		}
		ways[step] = total % 1000000007
	}
	for _, n := range queries {
		fmt.Fprintln(out, ways[n])
	}
}

// solved in Go by the e2e test
`;

test('a contestant solves a seed problem in Rust and in Go, starting from the generated start code', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const offered = (await (await page.request.get('/api/languages')).json()) as { languages: { id: string }[] };
  const ids = offered.languages.map((language) => language.id);
  test.skip(
    !ids.includes('rust') || !ids.includes('go'),
    'Rust or Go is not installed on this judge (npm run judge -- install rust go)',
  );

  await registerViaApi(page, newAccount('polyglot'));
  await page.goto(`/problem/${await staircaseId(page)}`);
  await expect(page.getByRole('heading', { name: STAIRCASE_TITLE, level: 1 })).toBeVisible();

  // The four first languages keep their buttons; the others are in one list.
  const moreLanguages = page.getByRole('combobox', { name: 'More languages' });
  await expect(moreLanguages.getByRole('option')).toHaveText([
    'More…',
    'C',
    'C#',
    'Go',
    'Kotlin',
    'PyPy',
    'Ruby',
    'Rust',
    'TypeScript',
  ]);

  // Rust opens on its reading skeleton, which runs (and prints nothing: Wrong Answer).
  await moreLanguages.selectOption({ label: 'Rust' });
  await expectEditorToContain(page, 'read_to_string');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wrong Answer' })).toBeVisible({ timeout: 90_000 });

  const result = page.getByRole('tabpanel', { name: 'Result' });
  await page.getByRole('tab', { name: 'Code' }).click();
  await replaceEditorContent(page, RUST_SOLUTION);
  await expectEditorToContain(page, 'solved in Rust');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });

  // Go, the same way; its code and the choice survive a reload.
  await page.getByRole('tab', { name: 'Code' }).click();
  await moreLanguages.selectOption({ label: 'Go' });
  await expectEditorToContain(page, 'package main');
  await replaceEditorContent(page, GO_SOLUTION);
  await expectEditorToContain(page, 'solved in Go');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });

  await page.getByRole('tab', { name: 'Submissions' }).click();
  const submissions = page.getByRole('tabpanel', { name: 'Submissions' });
  await expect(submissions.getByRole('row')).toHaveCount(3);
  await expect(submissions.getByRole('row').nth(1)).toContainText('Go');
  await expect(submissions.getByRole('row').nth(2)).toContainText('Rust');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'More languages' })).toHaveValue('go');
  // A reopened editor shows the top of the code.
  await expectEditorToContain(page, 'queries := make([]int, count)');
});

test('the language picker fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await registerViaApi(page, newAccount('phone-picker'));
  await page.goto(`/problem/${await staircaseId(page)}`);
  const picker = page.getByRole('group', { name: 'Language' });
  await expect(picker.getByRole('button', { name: 'Python', exact: true })).toBeVisible();
  await expect(picker.getByRole('combobox', { name: 'More languages' })).toBeVisible();
  // Nothing of it runs off the screen: it wraps instead.
  for (const control of await picker.locator('button, select').all()) {
    const box = await control.boundingBox();
    expect(box, 'a picker control is laid out').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
});
