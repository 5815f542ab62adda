import { describe, expect, it } from 'vitest';

import { statementBody } from './statement';

describe('statementBody', () => {
  it('drops a leading heading that repeats the title', () => {
    expect(statementBody('# Staircase Ways\n\nMia runs up the stairs.', 'Staircase Ways')).toBe('Mia runs up the stairs.');
    expect(statementBody('\n#  staircase ways  \nText', 'Staircase Ways')).toBe('Text');
  });

  it('keeps everything else', () => {
    expect(statementBody('# Another Heading\nText', 'Staircase Ways')).toBe('# Another Heading\nText');
    expect(statementBody('Text only', 'Staircase Ways')).toBe('Text only');
    expect(statementBody('## Staircase Ways\nText', 'Staircase Ways')).toBe('## Staircase Ways\nText');
  });
});
