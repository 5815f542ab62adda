import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Standings } from '@codeyard/shared';

import { formatTimeOfDay } from '../utils/format-time';
import { BoardFreezeNote } from './board-freeze-note';

const MINUTE = 60_000;

/** A running contest whose 60-minute freeze began `minutesIn` minutes ago (negative: still to come). */
function boardInFreeze(minutesIn: number, overrides: Partial<Standings> = {}) {
  const now = Date.now();
  const end = now + (60 - minutesIn) * MINUTE;
  return {
    contestId: 'c1',
    title: 'Weekly Sprint',
    status: 'running' as const,
    startTime: new Date(end - 3 * 60 * MINUTE).toISOString(),
    endTime: new Date(end).toISOString(),
    freezeMinutes: 60,
    problems: [],
    frozen: false,
    entries: [],
    mine: null,
    page: 1,
    pageSize: 50,
    total: 0,
    serverTime: new Date(now).toISOString(),
    clockOffsetMs: 0,
    ...overrides,
  };
}

describe('BoardFreezeNote (issue 36)', () => {
  it('tells the jury, who see live results, that the public board is frozen and since when', () => {
    const standings = boardInFreeze(10);
    render(<BoardFreezeNote standings={standings} isAdmin liveStatus="running" />);
    const freezeFrom = Date.parse(standings.endTime) - 60 * MINUTE;
    expect(screen.getByRole('status').textContent).toBe(
      `The public board is frozen since ${formatTimeOfDay(freezeFrom)}; you see live results.`,
    );
    expect(screen.queryByText(/The board freezes/)).toBeNull();
  });

  it('tells a contestant during the freeze what it hides, never in the future tense', () => {
    render(<BoardFreezeNote standings={boardInFreeze(10, { frozen: true })} isAdmin={false} liveStatus="running" />);
    expect(screen.getByRole('status').textContent).toContain('The scoreboard is frozen');
    expect(screen.queryByText(/The board freezes/)).toBeNull();
  });

  it('speaks of the freeze to come before it begins, to the jury too', () => {
    render(<BoardFreezeNote standings={boardInFreeze(-5)} isAdmin liveStatus="running" />);
    expect(screen.getByText(/The board freezes for the last 60 minutes/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the jury nothing once an auto contest has ended and its board is public again', () => {
    const { container } = render(
      <BoardFreezeNote standings={boardInFreeze(70, { status: 'ended' })} isAdmin liveStatus="ended" />,
    );
    expect(container.textContent).toBe('');
  });

  it('keeps telling the jury while a manual contest waits to be finalised', () => {
    render(
      <BoardFreezeNote
        standings={boardInFreeze(70, { status: 'ended', finalize: 'manual', finalized: false })}
        isAdmin
        liveStatus="ended"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('The public board is frozen since');
  });
});
