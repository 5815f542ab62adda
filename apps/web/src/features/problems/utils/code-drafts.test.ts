// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { loadDraft, loadLanguage, newerDraft, saveDraft, saveLanguage, startCodeFor } from './code-drafts';

describe('startCodeFor', () => {
  const startCode = [
    { language: 'C++', code: 'int main() {}' },
    { language: 'javascript', code: 'console.log(1)' },
    { language: 'Java', code: 'class Main {}' },
  ];

  it('maps cpp to the C++ entry and matches case-insensitively', () => {
    expect(startCodeFor(startCode, 'cpp')).toBe('int main() {}');
    expect(startCodeFor(startCode, 'java')).toBe('class Main {}');
    expect(startCodeFor(startCode, 'javascript')).toBe('console.log(1)');
  });

  it('is empty for a language the problem has no start code for', () => {
    expect(startCodeFor(startCode, 'python')).toBe('');
    expect(startCodeFor(undefined, 'python')).toBe('');
  });
});

describe('drafts', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps code per problem and language', () => {
    saveDraft('p1', 'javascript', 'one');
    saveDraft('p1', 'cpp', 'two');
    saveDraft('p2', 'javascript', 'three');
    expect(loadDraft('p1', 'javascript')?.code).toBe('one');
    expect(loadDraft('p1', 'cpp')?.code).toBe('two');
    expect(loadDraft('p2', 'javascript')?.code).toBe('three');
    expect(loadDraft('p2', 'java')).toBeNull();
  });

  it('reads drafts stored as bare code by earlier versions, as the oldest', () => {
    window.localStorage.setItem('codeyard:draft:p1:cpp', 'int main() {}');
    expect(loadDraft('p1', 'cpp')).toEqual({ code: 'int main() {}', updatedAt: '' });
  });

  it('picks the more recently written of two drafts', () => {
    const older = { code: 'old', updatedAt: '2026-01-01T00:00:00.000Z' };
    const newer = { code: 'new', updatedAt: '2026-01-02T00:00:00.000Z' };
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    expect(newerDraft(null, older)).toBe(older);
    expect(newerDraft(older, undefined)).toBe(older);
    expect(newerDraft(null, null)).toBeNull();
  });

  it('remembers the last language per problem and ignores garbage', () => {
    expect(loadLanguage('p1')).toBeNull();
    saveLanguage('p1', 'python');
    expect(loadLanguage('p1')).toBe('python');
    window.localStorage.setItem('codeyard:language:p2', 'cobol');
    expect(loadLanguage('p2')).toBeNull();
  });
});
