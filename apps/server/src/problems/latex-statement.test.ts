import { describe, expect, it } from 'vitest';
import { latexToMarkdown } from './latex-statement.js';

describe('latexToMarkdown', () => {
  it('converts what problemtools statements mostly use, keeping the maths as it is', () => {
    const tex = [
      '\\problemname{Lists}',
      '  Read $n$ numbers~$a_i$ --- each \\textbf{at most} \\texttt{1000} % not shown',
      "and print ``yes'' or 50\\% of them\\ldots{} in \\emph{order}.",
      '\\[ \\sum_{i=1}^{n} a_i \\le 10^{9} \\]',
      '\\begin{itemize}',
      '  \\item first, \\(x \\% 2\\)',
      '  \\item second: \\{a, b\\} \\& c\\_d',
      '\\end{itemize}',
      '\\subsection*{Note}',
      '\\begin{enumerate}',
      '\\item one',
      '\\end{enumerate}',
    ].join('\n');
    expect(latexToMarkdown(tex)).toEqual({
      markdown: [
        'Read $n$ numbers $a_i$ — each **at most** `1000` ',
        'and print “yes” or 50% of them… in *order*.',
        '',
        '$$',
        '\\sum_{i=1}^{n} a_i \\le 10^{9}',
        '$$',
        '',
        '- first, $x \\% 2$',
        '- second: {a, b} & c\\_d',
        '',
        '### Note',
        '',
        '1. one',
      ].join('\n'),
    });
  });

  it('drops spacing commands the page does its own way', () => {
    expect(latexToMarkdown('\\noindent A\\ B\\,C\\newline D\n\\medskip\nE')).toEqual({ markdown: 'A B C  \nD\nE' });
  });

  it('names the first thing it cannot convert', () => {
    expect(latexToMarkdown('See \\cite{knuth} and $x$.')).toEqual({
      unsupported: '\\cite cannot be converted to Markdown',
    });
    expect(latexToMarkdown('\\begin{tabular}{ll} a & b \\end{tabular}')).toEqual({
      unsupported: '\\begin cannot be converted to Markdown',
    });
    expect(latexToMarkdown('{\\bf bold}')).toEqual({ unsupported: '\\bf cannot be converted to Markdown' });
    expect(latexToMarkdown('a {group}')).toEqual({ unsupported: '{ cannot be converted to Markdown' });
  });
});
