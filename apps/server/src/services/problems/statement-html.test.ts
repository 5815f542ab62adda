import { describe, expect, it } from 'vitest';
import { renderStatementHtml, statementBody } from './statement-html.js';

describe('statementBody', () => {
  it('drops a leading heading that repeats the title', () => {
    expect(statementBody('# Staircase Ways\n\nMia runs up the stairs.', 'Staircase Ways')).toBe(
      'Mia runs up the stairs.',
    );
    expect(statementBody('\n#  staircase ways  \nText', 'Staircase Ways')).toBe('Text');
  });

  it('keeps everything else', () => {
    expect(statementBody('# Another Heading\nText', 'Staircase Ways')).toBe('# Another Heading\nText');
    expect(statementBody('Text only', 'Staircase Ways')).toBe('Text only');
    expect(statementBody('## Staircase Ways\nText', 'Staircase Ways')).toBe('## Staircase Ways\nText');
  });
});

describe('renderStatementHtml', () => {
  it('renders $…$ and $$…$$ maths with KaTeX, MathML included, and leaves a lone dollar as text', () => {
    const html = renderStatementHtml(
      '# Sum\n\nRead $n_1$ and $n_2$.\n\n- $1 \\le n \\le 10^5$\n- cost is $5 dollars, not maths\n\n$$\nx^2\n$$',
      'Sum',
    );
    expect(html.match(/class="katex"/g)).toHaveLength(4);
    expect(html).toContain('class="katex-display"');
    expect(html).toMatch(/<msub>/);
    expect(html).toMatch(/<msup>/);
    expect(html).toContain('cost is $5 dollars, not maths');
    // The title heading is dropped: the page shows the title itself.
    expect(html).not.toContain('>Sum<');
  });

  it('moves headings one level down so the page title stays the only h1', () => {
    const html = renderStatementHtml('# Input\n\n## Details\n\n###### Deepest', 'Other');
    expect(html).toContain('<h2>Input</h2>');
    expect(html).toContain('<h3>Details</h3>');
    expect(html).toContain('<h6>Deepest</h6>');
    expect(html).not.toContain('<h1');
  });

  it('never lets markup, handlers or script URLs through', () => {
    const html = renderStatementHtml(
      [
        'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <b onclick="alert(3)">bold</b>',
        '',
        '[click](javascript:alert(4)) [ok](https://example.com/) ![pic](javascript:alert(5))',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '$\\href{javascript:alert(6)}{x}$',
      ].join('\n'),
      'T',
    );
    expect(html).not.toMatch(/<script|<img[^>]*onerror|onclick|<iframe|<b>/i);
    expect(html).not.toMatch(/javascript:alert\((4|5)\)/);
    // KaTeX runs untrusted: \href renders as an error, never as a link.
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('<a href="https://example.com/">ok</a>');
  });

  it('shows a malformed formula as its source instead of failing', () => {
    const html = renderStatementHtml('Broken $\\frac{1}{$ here', 'T');
    expect(html).toContain('here');
  });

  it('answers a repeated statement from its cache with the same HTML', () => {
    const first = renderStatementHtml('Text $a+b$', 'Cached');
    expect(renderStatementHtml('Text $a+b$', 'Cached')).toBe(first);
    expect(renderStatementHtml('Text $a-b$', 'Cached')).not.toBe(first);
  });
});
