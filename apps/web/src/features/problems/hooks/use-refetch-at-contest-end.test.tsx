import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ContestMode } from '@codeyard/shared';

import { useRefetchAtContestEnd } from './use-refetch-at-contest-end';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const mode = (endTime: string): ContestMode => ({
  contestId: 'c1',
  contestTitle: 'Weekly 7',
  endTime,
  message: 'Closed',
});

describe('useRefetchAtContestEnd', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the problem again once, a second after its contest ends, so that its help tabs open', () => {
    const refetch = vi.fn();
    renderHook(() => useRefetchAtContestEnd(mode('2026-11-23T12:30:00.000Z'), refetch));
    vi.advanceTimersByTime(30 * 60_000);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a running contest', () => {
    const refetch = vi.fn();
    renderHook(() => useRefetchAtContestEnd(null, refetch));
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
