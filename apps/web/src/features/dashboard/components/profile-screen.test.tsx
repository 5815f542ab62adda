import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PublicProfile } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, TestProviders } from '../../../testing/render';
import { ProfileScreen } from './profile-screen';

const profile: PublicProfile = {
  handle: 'ada_l',
  name: 'Ada Lovelace',
  memberSince: '2026-01-05T00:00:00.000Z',
  rating: 1565,
  maxRating: 1580,
  solvedCount: 3,
  byDifficulty: { easy: { solved: 2, total: 10 }, hard: { solved: 1, total: 4 } },
  activity: [{ date: '2026-06-01', count: 4 }],
  streaks: { current: 2, longest: 9 },
  streakBadges: [7],
  recentAccepted: [{ _id: 'p1', title: 'Two Sum', difficulty: 'easy', acceptedAt: '2026-06-01T10:00:00.000Z' }],
  contests: [
    {
      _id: 'c1',
      title: 'Round 1',
      endTime: '2026-05-01T12:00:00.000Z',
      rated: true,
      scoring: 'icpc',
      rank: 2,
      solved: 3,
      totalScore: 300,
      maxScore: null,
      participants: 40,
      ratingChange: { oldRating: 1500, newRating: 1580 },
    },
    {
      _id: 'c2',
      title: 'Practice Cup',
      endTime: '2026-05-10T12:00:00.000Z',
      rated: false,
      scoring: 'ioi',
      rank: 7,
      solved: 1,
      totalScore: 150,
      maxScore: 300,
      participants: 9,
      ratingChange: null,
    },
  ],
  ratingHistory: [
    {
      contestId: 'c1',
      contestTitle: 'Round 1',
      endTime: '2026-05-01T12:00:00.000Z',
      rank: 2,
      oldRating: 1500,
      newRating: 1580,
    },
    {
      contestId: 'c3',
      contestTitle: 'Round 2',
      endTime: '2026-05-20T12:00:00.000Z',
      rank: 9,
      oldRating: 1580,
      newRating: 1565,
    },
  ],
};

function renderProfile(handle: string) {
  const router = createMemoryRouter([{ path: '/u/:handle', element: <ProfileScreen handle={handle} /> }], {
    initialEntries: [`/u/${handle}`],
  });
  render(
    <TestProviders auth={authValue(null)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ProfileScreen', () => {
  // jsdom has neither CSS.supports nor matchMedia, which the heatmap library calls.
  beforeEach(() => {
    vi.stubGlobal('CSS', { supports: () => true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a person to a visitor: rating and title, badges, contests with rating changes, the rating history', async () => {
    stubFetch({ '/api/user/profile/ada_l': { body: profile } });
    renderProfile('ada_l');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeTruthy();
    expect(screen.getByText('@ada_l')).toBeTruthy();
    expect(screen.queryByText('Staff')).toBeNull();
    expect(screen.getByText('1565 · Specialist')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('7-day streak')).toBeTruthy();
    const contests = within(screen.getByRole('region', { name: 'Contests' }));
    expect(contests.getByText('1580 (+80)')).toBeTruthy();
    expect(contests.getByText('Unrated')).toBeTruthy();
    expect(contests.getByText('2 / 40')).toBeTruthy();
    expect(contests.getByText('3 solved')).toBeTruthy();
    expect(contests.getByText('150 / 300 points')).toBeTruthy();
    expect(screen.getByText('Round 2: rank 9, rating 1580 to 1565 (−15)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Two Sum' }).getAttribute('href')).toBe('/problem/p1');
    await vi.waitFor(() => expect(document.title).toBe('Ada Lovelace (@ada_l) · Codeyard'));
  });

  it('shows the staff badge beside an admin’s name (issue 30)', async () => {
    stubFetch({ '/api/user/profile/root': { body: { ...profile, handle: 'root', name: 'Root', staff: true } } });
    renderProfile('root');
    const name = await screen.findByRole('heading', { name: 'Root', level: 1 });
    expect(within(name.parentElement!).getByText('Staff').closest('[title]')?.getAttribute('title')).toBe(
      'Codeyard staff (an admin)',
    );
  });

  it('says so when nobody has the handle', async () => {
    stubFetch({});
    renderProfile('nobody');
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
  });
});
