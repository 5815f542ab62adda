import { describe, expect, it } from 'vitest';

import { defaultProblemFilters } from './filter-problems';
import { filtersFromSearchParams, withFilters } from './filter-params';

describe('home filters in the address', () => {
  it('reads every filter from the query', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=two%20sum&status=solved&difficulty=medium&tag=dp'))).toEqual({
      search: 'two sum',
      status: 'solved',
      difficulty: 'medium',
      tag: 'dp',
    });
  });

  it('reads a bare address, and values the screen cannot offer, as the defaults', () => {
    expect(filtersFromSearchParams(new URLSearchParams(''))).toEqual(defaultProblemFilters);
    expect(filtersFromSearchParams(new URLSearchParams('status=mine&difficulty=Easy&tag=<script>'))).toEqual(
      defaultProblemFilters,
    );
  });

  it('writes only what differs from the defaults and keeps unrelated parameters', () => {
    const written = withFilters(new URLSearchParams('utm=mail&q=old'), {
      ...defaultProblemFilters,
      difficulty: 'hard',
      tag: 'graph',
    });
    expect(written.toString()).toBe('utm=mail&difficulty=hard&tag=graph');
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = { search: 'a  b&c', status: 'solved', difficulty: 'easy', tag: 'linkedList' } as const;
    expect(filtersFromSearchParams(withFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
