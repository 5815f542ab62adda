import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ClarificationEvent, ClarificationList, ClarificationView } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, testUser, TestProviders } from '../../../testing/render';
import { socketFake } from '../../../testing/socket-fake';
import { newestActivity, unreadCount } from '../utils/clarification-unread';
import { ContestClarifications } from './contest-clarifications';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

const problems = [
  { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' },
  { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'B' },
];
const item = (overrides: Partial<ClarificationView>): ClarificationView => ({
  _id: 'q1',
  contestId: 'c1',
  kind: 'question',
  problemId: null,
  text: 'Is n positive?',
  answer: null,
  answeredAt: null,
  toAll: false,
  mine: true,
  createdAt: '2026-03-01T10:05:00.000Z',
  ...overrides,
});
const LIST = '/api/problem/contest/c1/clarifications';

function closeDialog(dialog: HTMLElement) {
  dialog.removeAttribute('open');
  fireEvent(dialog, new Event('close'));
}

function renderPanel(user = testUser) {
  render(
    <TestProviders auth={authValue(user)}>
      <ContestClarifications contestId="c1" problems={problems} />
    </TestProviders>,
  );
}

describe('ContestClarifications', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs: opening one marks it open, as a browser does.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    window.localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets a contestant ask about a problem, and shows a live answer with a toast and an unread badge', async () => {
    const asked = item({ problemId: 'p2', text: 'Can paths repeat?' });
    const { calls } = stubFetch({
      [LIST]: { body: { clarifications: [] } satisfies ClarificationList },
      [`POST ${LIST}`]: { status: 201, body: { message: 'Question sent to the jury', clarification: asked } },
    });
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Clarifications' });
    expect(socketFake.emitted).toContainEqual({ event: 'watch-contest', payload: { contestId: 'c1' } });

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Question about'), { target: { value: 'p2' } });
    fireEvent.change(within(dialog).getByLabelText('Your question'), { target: { value: 'Can paths repeat?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask the jury' }));
    expect(await within(dialog).findByText("Waiting for the jury's answer.")).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ problemId: 'p2', text: 'Can paths repeat?' });
    expect(within(within(dialog).getByRole('list')).getByText('B. Paths')).toBeTruthy();

    // Closed, then the jury answers: a toast and one unread.
    closeDialog(dialog);
    const answered: ClarificationEvent = {
      contestId: 'c1',
      reason: 'answer',
      clarification: { ...asked, answer: 'No, they cannot', answeredAt: '2026-03-01T10:07:00.000Z' },
    };
    act(() => socketFake.push('contest-clarification', answered));
    expect((await screen.findByTestId('clarification-toast')).textContent).toContain(
      'The jury answered: No, they cannot',
    );
    expect(screen.getByRole('button', { name: 'Clarifications, 1 unread' })).toBeTruthy();

    // Opening the panel reads it: the badge goes, and stays gone.
    fireEvent.click(screen.getByRole('button', { name: 'Clarifications, 1 unread' }));
    expect(within(dialog).getByText('No, they cannot')).toBeTruthy();
    expect(screen.queryByTestId('clarifications-badge')).toBeNull();
    closeDialog(dialog);
    expect(screen.getByRole('button', { name: 'Clarifications' })).toBeTruthy();
    // Events of another contest are not this panel's.
    act(() => socketFake.push('contest-clarification', { ...answered, contestId: 'c2' }));
    expect(screen.getByRole('button', { name: 'Clarifications' })).toBeTruthy();
  });

  it('shows the jury the unanswered queue with a badge, and answers to everyone', async () => {
    const waiting = item({ mine: false, askedBy: { _id: 'u1', name: 'Ann Lee' }, problemId: 'p1' });
    const { calls } = stubFetch({
      [LIST]: { body: { clarifications: [waiting], unanswered: 1 } satisfies ClarificationList },
      [`POST ${LIST}/q1/answer`]: {
        body: {
          message: 'Answer sent',
          clarification: { ...waiting, answer: 'Yes', answeredAt: '2026-03-01T10:06:00.000Z', toAll: true },
        },
      },
    });
    renderPanel(testAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Clarifications, 1 unanswered' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { name: 'Unanswered questions (1)' })).toBeTruthy();
    expect(within(dialog).getByText('asked by Ann Lee')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: 'Yes' } });
    fireEvent.click(within(dialog).getByLabelText('Send to everyone'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByRole('heading', { name: 'Unanswered questions (0)' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Yes', toAll: true });
    expect(screen.getByRole('button', { name: 'Clarifications' })).toBeTruthy();

    // A new question arrives live: the jury's toast and badge.
    act(() =>
      socketFake.push('contest-clarification', {
        contestId: 'c1',
        reason: 'question',
        clarification: item({
          _id: 'q2',
          mine: false,
          askedBy: { _id: 'u2', name: 'Bo' },
          createdAt: '2026-03-01T10:08:00.000Z',
        }),
      } satisfies ClarificationEvent),
    );
    expect((await screen.findByTestId('clarification-toast')).textContent).toContain('New question for the jury');
    expect(screen.getByRole('button', { name: 'Clarifications, 1 unanswered' })).toBeTruthy();
  });

  it('shows the jury the staff badge beside an admin who asked, and beside nobody else (issue 30)', async () => {
    stubFetch({
      [LIST]: {
        body: {
          clarifications: [
            item({ _id: 'q1', mine: false, askedBy: { _id: 'u1', name: 'Ann Lee' } }),
            item({ _id: 'q2', mine: false, askedBy: { _id: 'a1', name: 'Root', staff: true } }),
          ],
          unanswered: 2,
        } satisfies ClarificationList,
      },
    });
    renderPanel(testAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Clarifications, 2 unanswered' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const byRoot = within(dialog).getByText('asked by Root').parentElement!;
    const byAnn = within(dialog).getByText('asked by Ann Lee').parentElement!;
    expect(within(byRoot).getByText('Staff')).toBeTruthy();
    expect(within(byAnn).queryByText('Staff')).toBeNull();
  });

  it('counts as unread only answers and announcements newer than the last one read', () => {
    const items = [
      item({ _id: 'a', kind: 'announcement', answeredAt: '2026-03-01T10:00:00.000Z' }),
      item({ _id: 'b', answer: 'Yes', answeredAt: '2026-03-01T10:09:00.000Z' }),
      item({ _id: 'c' }),
    ];
    expect(unreadCount(items, null)).toBe(2);
    expect(unreadCount(items, '2026-03-01T10:00:00.000Z')).toBe(1);
    expect(newestActivity(items)).toBe('2026-03-01T10:09:00.000Z');
    expect(unreadCount(items, newestActivity(items))).toBe(0);
  });
});
