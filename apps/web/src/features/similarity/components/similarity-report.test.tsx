import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { similarityMessages, type SimilarityReport } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { AdminContests } from '../../contests';
import { SimilarityReportScreen } from './similarity-report';

const ann = { userId: 'u1', name: 'Ann', submissionId: 's1' };
const bob = { userId: 'u2', name: 'Bob', submissionId: 's2' };
const cara = { userId: 'u3', name: 'Cara', submissionId: 's3' };

const report: SimilarityReport = {
  contestId: 'c1',
  generatedAt: '2026-04-01T12:01:00.000Z',
  groups: [
    {
      problemId: 'p1',
      problemTitle: 'Longest Rise',
      language: 'python',
      compared: 3,
      skipped: [{ userId: 'u4', name: 'Dan', submissionId: 's4', reason: similarityMessages.tooLong }],
      pairs: [
        {
          left: ann,
          right: bob,
          similarity: 0.97,
          longestFragment: 40,
          fragments: [{ left: { startLine: 2, endLine: 3 }, right: { startLine: 3, endLine: 4 } }],
        },
        {
          left: ann,
          right: cara,
          similarity: 0.12,
          longestFragment: 3,
          fragments: [{ left: { startLine: 1, endLine: 1 }, right: { startLine: 4, endLine: 4 } }],
        },
      ],
      sources: {
        s1: 'read()\nbest = [1] * n\nprint(max(best))\n',
        s2: 'read()\n# mine\ndp = [1] * n\nprint(max(dp))\n',
        s3: 'x = 1\ny = 2\nz = 3\nread()\n',
      },
    },
  ],
};

function renderScreen() {
  const router = createMemoryRouter([{ path: '/', element: <SimilarityReportScreen contestId="c1" /> }]);
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const markedLines = (label: string) =>
  [...screen.getByLabelText(`${label}: source`).querySelectorAll('mark')].map((mark) => mark.getAttribute('data-line'));

describe('similarity report', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ranks pairs with percentages and shows the chosen pair side by side with the matching lines marked', async () => {
    stubFetch({ '/api/problem/contest/c1/similarity': { body: report } });
    renderScreen();

    const pairs = await screen.findByRole('list', { name: 'Pairs for Longest Rise, most similar first' });
    const buttons = within(pairs).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Ann and Bob97%', 'Ann and Cara12%']);
    expect(screen.getByRole('heading', { name: 'Longest Rise · Python' })).toBeTruthy();
    expect(screen.getByText(`Dan's submission was left out: ${similarityMessages.tooLong}`)).toBeTruthy();

    // The most similar pair is open at first: Ann's lines 2–3 match Bob's 3–4.
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(markedLines('Ann')).toEqual(['2', '3']);
    expect(markedLines('Bob')).toEqual(['3', '4']);
    expect(screen.getByText("Ann's lines 2–3 match Bob's lines 3–4")).toBeTruthy();

    fireEvent.click(buttons[1]!);
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(markedLines('Ann')).toEqual(['1']);
    expect(markedLines('Cara')).toEqual(['4']);
    expect(screen.getByLabelText('Cara: source').textContent).toContain('z = 3');
  });

  it('says a group of one had nothing to compare its submission with, and counts the others', async () => {
    const alone = {
      ...report.groups[0]!,
      language: 'cpp' as const,
      compared: 1,
      skipped: [],
      pairs: [],
      sources: {},
    };
    stubFetch({ '/api/problem/contest/c1/similarity': { body: { ...report, groups: [report.groups[0]!, alone] } } });
    renderScreen();
    const python = await screen.findByRole('region', { name: 'Longest Rise · Python' });
    expect(within(python).getByText('3 submissions compared')).toBeTruthy();
    const cpp = screen.getByRole('region', { name: 'Longest Rise · C++' });
    expect(within(cpp).getByText('1 submission, nothing to compare it with')).toBeTruthy();
    expect(within(cpp).queryByText('No similar pairs.')).toBeNull();
    expect(screen.queryByText(/0 submissions compared/)).toBeNull();
  });

  it("shows the server's refusal while the contest runs", async () => {
    stubFetch({
      '/api/problem/contest/c1/similarity': { status: 409, body: { message: similarityMessages.notEnded } },
    });
    renderScreen();
    expect(await screen.findByText(similarityMessages.notEnded)).toBeTruthy();
  });

  it('says when nothing was accepted', async () => {
    stubFetch({ '/api/problem/contest/c1/similarity': { body: { ...report, groups: [] } } });
    renderScreen();
    expect(await screen.findByText('No accepted submissions to compare.')).toBeTruthy();
  });

  it('is linked from the admin contest list for ended contests only', async () => {
    const contest = {
      _id: 'c1',
      title: 'Spring round',
      description: 'x',
      startTime: '2026-01-01T10:00:00.000Z',
      endTime: '2026-01-01T12:00:00.000Z',
      freezeMinutes: 0,
      rated: false,
      problemCount: 1,
      participantCount: 3,
    };
    stubFetch({
      '/api/problem/getallcontests': {
        body: [
          { ...contest, status: 'ended' },
          { ...contest, _id: 'c2', title: 'Summer round', status: 'running', endTime: '2099-01-01T12:00:00.000Z' },
        ],
      },
    });
    const router = createMemoryRouter([{ path: '/', element: <AdminContests /> }]);
    render(
      <TestProviders auth={authValue(testAdmin)}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const link = await screen.findByRole('link', { name: 'Similarity report of Spring round' });
    expect(link.getAttribute('href')).toBe('/admin/contests/c1/similarity');
    expect(screen.queryByRole('link', { name: 'Similarity report of Summer round' })).toBeNull();
  });
});
