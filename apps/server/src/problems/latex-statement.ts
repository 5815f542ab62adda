/**
 * Kattis statements are often LaTeX (problem_statement/problem.en.tex with problemtools' macros),
 * while the problem page renders Markdown with KaTeX maths. The subset such statements mostly use
 * converts: maths is kept as it is, sections become headings, emphasis, lists and the usual
 * escapes their Markdown forms. Anything else is refused by name: raw LaTeX on the page, or
 * half a statement, would mislead the people solving it.
 */

/** Commands whose argument becomes Markdown around it. */
const INLINE_COMMANDS: Record<string, [string, string]> = {
  textbf: ['**', '**'],
  emph: ['*', '*'],
  textit: ['*', '*'],
  texttt: ['`', '`'],
};

/** Commands that stand for one character or word. */
const SYMBOLS: Record<string, string> = {
  ldots: '…',
  dots: '…',
  '%': '%',
  '&': '&',
  // Braces that are text, held apart from LaTeX's grouping braces until the leftovers are checked.
  '{': '\uE000',
  '}': '\uE001',
  // Kept escaped: each is also Markdown (or remark-math) syntax.
  _: '\\_',
  '#': '\\#',
  $: '\\$',
};

const LIST_ENVIRONMENTS: Record<string, string> = { itemize: '- ', enumerate: '1. ' };

/** Splits text into maths (kept verbatim, in the dollar forms remark-math reads) and the text between. */
function splitMaths(tex: string): { maths: boolean; text: string }[] {
  const parts: { maths: boolean; text: string }[] = [];
  const pattern = /\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)|(?<!\\)\$(?:\\.|[^$\\])+?\$/g;
  let last = 0;
  for (const match of tex.matchAll(pattern)) {
    parts.push({ maths: false, text: tex.slice(last, match.index) });
    const formula = match[0];
    // Displayed maths on lines of its own, as remark-math reads a block.
    const text = formula.startsWith('\\[')
      ? `\n$$\n${formula.slice(2, -2).trim()}\n$$\n`
      : formula.startsWith('\\(')
        ? `$${formula.slice(2, -2)}$`
        : formula;
    parts.push({ maths: true, text });
    last = match.index + formula.length;
  }
  parts.push({ maths: false, text: tex.slice(last) });
  return parts;
}

function convertText(text: string, lists: string[]): string {
  let converted = text
    .replace(/\\problemname\{[^{}]*\}/g, '')
    // The page has no images from packages; an illustration is decoration, its caption a credit.
    .replace(/\\illustration\{[^{}]*\}\{[^{}]*\}\{[^{}]*\}/g, '')
    .replace(/\\(sub)?section\*?\{([^{}]*)\}/g, (_match, sub: string | undefined, title: string) =>
      sub ? `\n### ${title.trim()}\n` : `\n## ${title.trim()}\n`,
    )
    .replace(/\\begin\{center\}|\\end\{center\}/g, '')
    // Spacing and layout the page does its own way.
    .replace(/\\(noindent|smallskip|medskip|bigskip)\b\s*/g, '')
    .replace(/\\newline\b\s*/g, '\\\\')
    .replace(/\\(ldots|dots)(\{\})?/g, (_match, name: string) => SYMBOLS[name]!)
    .replace(/\\([%&{}_#$])/g, (_match, symbol: string) => SYMBOLS[symbol]!)
    .replace(/\\\\/g, '  \n')
    .replace(/\\[ ,]/g, ' ')
    .replace(/~/g, ' ')
    .replace(/``/g, '“')
    .replace(/''/g, '”')
    .replace(/---/g, '—')
    .replace(/--/g, '–');
  // Innermost first, so \textbf{\emph{x}} becomes ***x***.
  for (let previous = ''; previous !== converted;) {
    previous = converted;
    converted = converted.replace(
      /\\(textbf|emph|textit|texttt)\{([^{}]*)\}/g,
      (_match, name: string, inner: string) => {
        const [before, after] = INLINE_COMMANDS[name]!;
        return `${before}${inner}${after}`;
      },
    );
  }
  // Lists may span maths, so the open environments are carried from one piece of text to the next.
  return converted.replace(
    /\\(begin|end)\{(itemize|enumerate)\}|\\item\b\s*/g,
    (_match, kind: string | undefined, name: string | undefined, offset: number, whole: string) => {
      if (kind === 'begin') lists.push(LIST_ENVIRONMENTS[name!]!);
      else if (kind === 'end') lists.pop();
      if (kind) return '\n';
      // An item starts a line; a blank line before it would make the list a loose one.
      const lineStart = offset === 0 || whole[offset - 1] === '\n' ? '' : '\n';
      return `${lineStart}${'   '.repeat(Math.max(0, lists.length - 1))}${lists.at(-1) ?? '- '}`;
    },
  );
}

/** The statement as Markdown, or what in it cannot be converted. */
export function latexToMarkdown(tex: string): { markdown: string } | { unsupported: string } {
  const withoutComments = tex
    .replace(/(^|[^\\])%.*$/gm, '$1')
    // LaTeX ignores indentation; Markdown would read four spaces as a code block.
    .replace(/^[ \t]+/gm, '');
  const lists: string[] = [];
  const parts = splitMaths(withoutComments).map((part) => (part.maths ? part.text : convertText(part.text, lists)));
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) continue;
    // What is left is LaTeX this does not know (the kept escapes \_ \# \$ are Markdown's too).
    const leftover = /\\[a-zA-Z]+|\\[^_#$]/.exec(part) ?? /[{}]/.exec(part);
    if (leftover) return { unsupported: `${leftover[0]} cannot be converted to Markdown` };
  }
  const markdown = parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\uE000/g, '{')
    .replace(/\uE001/g, '}')
    .trim();
  return { markdown };
}
