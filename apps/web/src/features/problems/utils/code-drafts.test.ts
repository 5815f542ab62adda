// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { loadDraft, loadLanguage, saveDraft, saveLanguage, startCodeFor } from './code-drafts';

describe('startCodeFor', () => {
  const startCode = [
    { language: 'C++', initialcode: 'int main() {}' },
    { language: 'javascript', initialcode: 'console.log(1)' },
    { language: 'Java', initialcode: 'class Main {}' },
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
    expect(loadDraft('p1', 'javascript')).toBe('one');
    expect(loadDraft('p1', 'cpp')).toBe('two');
    expect(loadDraft('p2', 'javascript')).toBe('three');
    expect(loadDraft('p2', 'java')).toBeNull();
  });

  it('remembers the last language per problem and ignores garbage', () => {
    expect(loadLanguage('p1')).toBeNull();
    saveLanguage('p1', 'python');
    expect(loadLanguage('p1')).toBe('python');
    window.localStorage.setItem('codeyard:language:p2', 'cobol');
    expect(loadLanguage('p2')).toBeNull();
  });
});
