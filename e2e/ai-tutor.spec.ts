import { expect, test } from '@playwright/test';

import { startFakeOpenAi, type FakeModelServer } from '../apps/server/src/testing/fake-model-servers';
import { newAccount, registerViaApi } from './support/accounts';
import { E2E_AI_PORT } from './support/constants';

// Issue 11: a chat reply streams into the CHAT with AI tab, and the conversation survives a reload.

let fake: FakeModelServer;
test.beforeAll(async () => {
  fake = await startFakeOpenAi(E2E_AI_PORT);
});
test.afterAll(async () => fake?.close());

test('a chat reply streams into the tab', async ({ page }) => {
  await registerViaApi(page, newAccount('learner'));
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill('staircase');
  await page.getByRole('link', { name: 'Staircase Ways', exact: true }).click();
  await page.getByRole('tab', { name: 'CHAT with AI' }).click();

  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await box.fill('x');
  await expect(send).toBeDisabled();
  await expect(page.getByText('Message must be at least 2 characters')).toBeVisible();

  fake.answerWith({
    kind: 'text',
    chunks: ['Think about ', 'the last step: ', 'it is 1, 2 or 3 stairs.'],
    pauseMs: 1500,
  });
  await box.fill('How do I start?');
  await send.click();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  // The first piece shows while the model is still writing (Stop is offered until it ends).
  await expect(conversation.getByText('Think about', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(conversation.getByText('Think about the last step: it is 1, 2 or 3 stairs.')).toBeVisible();
  await expect(send).toBeVisible();

  // What the model was sent: the system prompt with the problem, and the newest message.
  const body = JSON.stringify(fake.received.at(-1)?.body);
  expect(body).toContain('Staircase Ways');
  expect(body).toContain('How do I start?');

  await page.reload();
  await page.getByRole('tab', { name: 'CHAT with AI' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('How do I start?')).toBeVisible();
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('How do I start?')).toHaveCount(0);
});

test('a long reply keeps the newest text in view, and a failed reply offers Retry', async ({ page }) => {
  await registerViaApi(page, newAccount('scroller'));
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill('staircase');
  await page.getByRole('link', { name: 'Staircase Ways', exact: true }).click();
  await page.getByRole('tab', { name: 'CHAT with AI' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(page.getByText(/messages left today$/)).toBeVisible();

  // Several long replies: far more than the pane holds.
  for (let turn = 1; turn <= 3; turn += 1) {
    fake.answerWith({
      kind: 'text',
      chunks: [`Reply ${turn}.\n\n${'A long paragraph of advice. '.repeat(120)}`, `End of reply ${turn}.`],
    });
    await box.fill(`Question number ${turn}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByText(`End of reply ${turn}.`, { exact: false })).toBeInViewport();
  }
  const scrolled = await conversation.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);
  expect(scrolled).toBeLessThan(80);

  fake.answerWith({ kind: 'error', status: 500 });
  await box.fill('Will this fail?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('The AI helper could not answer.', { exact: false })).toBeVisible();
  fake.answerWith({ kind: 'text', chunks: ['Now it works.'] });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(conversation.getByText('Now it works.')).toBeInViewport();
});
