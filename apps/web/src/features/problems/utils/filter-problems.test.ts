import { describe, expect, it } from 'vitest';

import { defaultProblemFilters, filterProblems, type FilterableProblem, type ProblemFilters } from './filter-problems';

const problems: FilterableProblem[] = [
  { _id: 'p1', title: 'Two Sum Pairs', difficulty: 'easy', tags: ['array'] },
  { _id: 'p2', title: 'Reverse the Chain', difficulty: 'easy', tags: ['linkedList'] },
  { _id: 'p3', title: 'Cheapest Route', difficulty: 'medium', tags: ['graph', 'dp'] },
  { _id: 'p4', title: 'Longest Palindrome', difficulty: 'hard', tags: 'string' },
];

const ids = (filters: Partial<ProblemFilters>, solved: string[] = []) =>
  filterProblems(problems, { ...defaultProblemFilters, ...filters }, new Set(solved)).map((problem) => problem._id);

describe('filterProblems', () => {
  it('shows everything with the default filters', () => {
    expect(ids({})).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('filters by difficulty', () => {
    expect(ids({ difficulty: 'easy' })).toEqual(['p1', 'p2']);
    expect(ids({ difficulty: 'medium' })).toEqual(['p3']);
    expect(ids({ difficulty: 'hard' })).toEqual(['p4']);
  });

  it('filters by tag, in a tag list or a single tag', () => {
    expect(ids({ tag: 'dp' })).toEqual(['p3']);
    expect(ids({ tag: 'graph' })).toEqual(['p3']);
    expect(ids({ tag: 'string' })).toEqual(['p4']);
    expect(ids({ tag: 'array' })).toEqual(['p1']);
  });

  it('status solved keeps only problems whose id is in the solved list', () => {
    expect(ids({ status: 'solved' }, ['p2', 'p4'])).toEqual(['p2', 'p4']);
    expect(ids({ status: 'solved' }, [])).toEqual([]);
    expect(ids({ status: 'all' }, ['p2'])).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('requires every search word in the title, case-insensitively and in any order', () => {
    expect(ids({ search: 'chain' })).toEqual(['p2']);
    expect(ids({ search: 'CHAIN reverse' })).toEqual(['p2']);
    expect(ids({ search: 'reverse route' })).toEqual([]);
    expect(ids({ search: 'a' })).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('ignores blank search text and extra whitespace', () => {
    expect(ids({ search: '   ' })).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(ids({ search: '  two\tsum  ' })).toEqual(['p1']);
  });

  it('combines all filters', () => {
    expect(ids({ difficulty: 'easy', tag: 'linkedList', status: 'solved', search: 'chain' }, ['p2'])).toEqual(['p2']);
    expect(ids({ difficulty: 'easy', tag: 'linkedList', status: 'solved', search: 'chain' }, ['p1'])).toEqual([]);
    expect(ids({ difficulty: 'medium', tag: 'array' })).toEqual([]);
  });

  it('treats a missing tag list as no tags', () => {
    const untagged = [{ _id: 'x', title: 'Untagged', difficulty: 'easy', tags: null }];
    expect(filterProblems(untagged, { ...defaultProblemFilters, tag: 'array' }, new Set())).toEqual([]);
    expect(filterProblems(untagged, defaultProblemFilters, new Set())).toHaveLength(1);
  });
});
