import { describe, expect, it } from 'vitest';
import { slugify } from './slugs.js';

describe('slugify', () => {
  it.each([
    ['Two Sum', 'two-sum'],
    ['  Crème Brûlée: the sequel!  ', 'creme-brulee-the-sequel'],
    ['A', 'problem-a'],
    ['日本語', 'problem'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%j becomes %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
