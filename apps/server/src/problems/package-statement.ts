import fs from 'node:fs/promises';
import path from 'node:path';
import { latexToMarkdown } from './latex-statement.js';
import { PackageError } from './package-error.js';

/**
 * Where packages keep their English statement, Markdown first: Codeyard's and the 2023-07
 * `statement/`, then the legacy `problem_statement/` (problemtools' .tex, the language code optional).
 */
const MARKDOWN_FILES = ['statement/problem.en.md', 'problem_statement/problem.en.md', 'problem_statement/problem.md'];
const LATEX_FILES = ['statement/problem.en.tex', 'problem_statement/problem.en.tex', 'problem_statement/problem.tex'];

export type PackageStatement = {
  /** The file it came from, relative to the package. */
  file: string;
  /** The file's text, for the package's hash. */
  source: string;
  markdown: string;
  /** A LaTeX statement's \problemname, where legacy packages often give the name instead of problem.yaml. */
  problemName: string | null;
};

async function readFirst(directory: string, files: string[]): Promise<{ file: string; source: string } | null> {
  for (const file of files) {
    const source = await fs.readFile(path.join(directory, file), 'utf8').catch(() => null);
    if (source !== null) return { file, source };
  }
  return null;
}

/** The statement as Markdown; a LaTeX statement is converted, or refused naming what could not be. */
export async function readStatement(directory: string): Promise<PackageStatement> {
  const markdown = await readFirst(directory, MARKDOWN_FILES);
  if (markdown) return { ...markdown, markdown: markdown.source, problemName: null };
  const latex = await readFirst(directory, LATEX_FILES);
  if (!latex) throw new PackageError(`there is no statement (${MARKDOWN_FILES[0]} or ${LATEX_FILES[1]})`);
  const converted = latexToMarkdown(latex.source);
  if ('unsupported' in converted) {
    throw new PackageError(
      `${latex.file}: ${converted.unsupported}; add the statement as Markdown in ${MARKDOWN_FILES[0]}`,
    );
  }
  const problemName = /\\problemname\{([^{}]*)\}/.exec(latex.source)?.[1]?.trim() || null;
  return { ...latex, markdown: converted.markdown, problemName };
}
