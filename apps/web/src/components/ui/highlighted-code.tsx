import { languageRow, normalizeLanguage } from '@codeyard/shared';

import { Markdown } from './markdown';

/** A fence longer than any run of backticks in the code, so the code cannot end its own block. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * A program shown read-only with syntax highlighting, through the same sanitising Markdown
 * renderer as comments (the code is text in a fenced block, never markup).
 */
export function HighlightedCode({ code, language }: { code: string; language: string }) {
  const fence = fenceFor(code);
  const id = normalizeLanguage(language);
  // highlight.js knows each language by its editor's name (the table's editorMode: PyPy's is Python's).
  const highlighting = id ? languageRow(id).editorMode : '';
  return <Markdown>{`${fence}${highlighting}\n${code}\n${fence}`}</Markdown>;
}
