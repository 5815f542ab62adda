import { describe, expect, it } from 'vitest';

import { ratingTitle, signedChange } from './rating-titles';

describe('rating titles', () => {
  it('names a rating by the band it reached', () => {
    expect(ratingTitle(0)).toBe('Newbie');
    expect(ratingTitle(1199)).toBe('Newbie');
    expect(ratingTitle(1200)).toBe('Pupil');
    expect(ratingTitle(1500)).toBe('Specialist');
    expect(ratingTitle(2450)).toBe('Grandmaster');
    expect(ratingTitle(3500)).toBe('Legendary Grandmaster');
  });

  it('writes changes with their sign', () => {
    expect(signedChange(65)).toBe('+65');
    expect(signedChange(-12)).toBe('−12');
    expect(signedChange(0)).toBe('±0');
  });
});
