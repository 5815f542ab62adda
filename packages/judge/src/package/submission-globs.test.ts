import { describe, expect, it } from 'vitest';
import { expandBraces, globMatches } from './submission-globs.js';
import { rulesFor, type SubmissionsYaml } from './submissions-yaml.js';

describe('submissions.yaml globs', () => {
  it('expands braces and matches * within one name, a folder matching everything in it', () => {
    expect(expandBraces('author.{py,cpp}')).toEqual(['author.py', 'author.cpp']);
    expect(globMatches('accepted', 'accepted/main.py')).toBe(true);
    expect(globMatches('accepted/*', 'accepted/main.py')).toBe(true);
    expect(globMatches('*/main.py', 'wrong_answer/main.py')).toBe(true);
    expect(globMatches('{simple,complex}.py', 'simple.py')).toBe(true);
    expect(globMatches('accepted/*.py', 'accepted/main.cpp')).toBe(false);
    expect(globMatches('secret/*-easy', 'secret/03-easy/1')).toBe(true);
    expect(globMatches('secret/*', 'secret/group1/nested/1')).toBe(true);
    expect(globMatches('secret/*-easy', 'secret/03-hard/1')).toBe(false);
    // * never crosses a folder.
    expect(globMatches('*', 'secret/1')).toBe(true);
    expect(globMatches('secret*1', 'secret/1')).toBe(false);
  });

  it('replaces a default folder’s keys where submissions.yaml names the folder, and adds every other match', () => {
    const yaml: SubmissionsYaml = {
      entries: [
        {
          glob: 'time_limit_exceeded',
          rules: [
            {
              source: 'submissions.yaml: time_limit_exceeded',
              tests: null,
              requirement: { permitted: ['AC', 'WA', 'TLE'] },
            },
          ],
        },
        {
          glob: 'time_limit_exceeded/*',
          rules: [
            { source: 'submissions.yaml: time_limit_exceeded/*', tests: 'sample', requirement: { permitted: ['AC'] } },
          ],
        },
      ],
    };
    expect(rulesFor('time_limit_exceeded/slow.py', yaml).map((rule) => [rule.tests, rule.requirement])).toEqual([
      [null, { permitted: ['AC', 'WA', 'TLE'], required: ['TLE'] }],
      ['sample', { permitted: ['AC'] }],
    ]);
    expect(rulesFor('accepted/fast.py', null)).toEqual([
      { source: 'submissions/accepted/ (default)', tests: null, requirement: { permitted: ['AC'] } },
    ]);
  });
});
