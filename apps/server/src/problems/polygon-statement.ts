import type { PolygonStatement } from '@codeyard/judge';
import { latexToMarkdown } from './latex-statement.js';
import { PackageError } from './package-error.js';

/** The sections after the legend, with the headings the page shows them under. */
const HEADED_SECTIONS = [
  ['input', 'Input'],
  ['output', 'Output'],
  ['interaction', 'Interaction'],
  ['scoring', 'Scoring'],
  ['notes', 'Note'],
] as const;

/**
 * A Polygon statement as Markdown: the legend, then each section Polygon keeps under its heading
 * (empty ones left out: an interactive problem's input and output often are), every one converted
 * from LaTeX by the converter Kattis statements use, maths kept. The examples are not part of it:
 * the page shows the sample tests. What cannot be converted refuses the package, naming the section.
 */
export function polygonStatementMarkdown(statement: PolygonStatement): string {
  const convert = (latex: string, section: string): string => {
    const converted = latexToMarkdown(latex);
    if ('unsupported' in converted) {
      throw new PackageError(
        `${statement.file} (${section}): ${converted.unsupported}; docs/problem-format.md lists the LaTeX that converts`,
      );
    }
    return converted.markdown;
  };
  const parts = [convert(statement.legend, 'legend')];
  for (const [section, heading] of HEADED_SECTIONS) {
    const text = statement[section];
    if (text === undefined || text.trim() === '') continue;
    parts.push(`## ${heading}`, convert(text, section));
  }
  return parts.filter((part) => part !== '').join('\n\n');
}
