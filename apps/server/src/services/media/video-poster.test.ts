import { describe, expect, it } from 'vitest';
import { videoPoster } from './video-poster.js';

describe('videoPoster', () => {
  it('shows the title and length as text, never as markup', () => {
    const poster = videoPoster({ title: 'Sum <script>alert(1)</script> & "more"', duration: '1:05' });
    expect(poster.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(poster).not.toContain('<script>');
    expect(poster).toContain('Sum &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;more&#34;');
    expect(poster).toContain('Editorial · 1:05');
  });

  it('cuts a long title to one line, whole characters only', () => {
    const poster = videoPoster({ title: '😀'.repeat(60), duration: '0:10' });
    expect(poster).toContain(`${'😀'.repeat(47)}…`);
    expect(poster).not.toContain('😀'.repeat(48));
  });
});
