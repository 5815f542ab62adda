import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Markdown } from './markdown';

function html(markdown: string): HTMLElement {
  return render(<Markdown>{markdown}</Markdown>).container;
}

describe('Markdown written by users', () => {
  it('never turns raw HTML into elements: no <img onerror>, no <script>', () => {
    const container = html(
      'Hello <img src=x onerror="window.hacked=1"> <script>window.hacked=2</script>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('Hello');
  });

  it('drops javascript: links and marks the others nofollow noopener', () => {
    const container = html(
      '[bad](javascript:alert(1)) [data](data:text/html,<script>alert(1)</script>) [good](https://example.com/a)',
    );
    const links = [...container.querySelectorAll('a')];
    for (const link of links) expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    const good = links.find((link) => link.textContent === 'good')!;
    expect(good.getAttribute('href')).toBe('https://example.com/a');
    expect(good.getAttribute('rel')).toBe('nofollow noopener');
  });

  it('keeps images only as plain images with a safe source', () => {
    const container = html('![x](javascript:alert(1)) ![y](https://example.com/y.png)');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src') ?? '')).not.toContainEqual(
      expect.stringMatching(/^javascript:/),
    );
    for (const image of images) expect(image.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('highlights fenced code by its language', () => {
    const container = html('```js\nconst answer = 42;\n```');
    const code = container.querySelector('pre code')!;
    expect(code.className).toContain('hljs');
    expect(code.querySelector('.hljs-keyword')?.textContent).toBe('const');
  });

  it('lets the keyboard reach a code block, which scrolls sideways as a whole', () => {
    const container = html('```js\nconst answer = 42;\n```\n\nInline `code` is no stop.');
    expect(container.querySelector('pre')!.getAttribute('tabindex')).toBe('0');
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(1);
  });

  it('typesets $…$ and $$…$$ maths as the statements do, and refuses \\href inside them', () => {
    const container = html(
      'Pick $n \\le 10^5$ items.\n\n$$\n\\sum_{i=1}^{n} a_i\n$$\n\nSee $\\href{javascript:alert(1)}{x}$.',
    );
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('.katex-display')).toBeTruthy();
    expect(container.querySelector('.katex msup')).toBeTruthy();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.textContent).toContain('Pick');
  });
});
