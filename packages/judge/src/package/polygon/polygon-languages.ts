import path from 'node:path';
import { languageRows } from '@codeyard/shared/languages';
import { languageForFile } from '../../languages/registry.js';
import type { LanguageId } from '../../types.js';

/**
 * Polygon names a source's language by a type such as `cpp.g++17`, `java11` or `python.3`: the
 * part before the version says the language (the language table's `polygonTypes`). Longer
 * prefixes are tried first.
 */
function typePrefixes(): [prefix: string, language: LanguageId][] {
  return languageRows()
    .flatMap((row) => (row.polygonTypes ?? []).map((prefix): [string, LanguageId] => [prefix, row.id as LanguageId]))
    .sort(([left], [right]) => right.length - left.length);
}

/** Polygon types of languages the judge does not run, with why (Python 2 is read as such, not as Python). */
const UNSUPPORTED_TYPE_PREFIXES = [
  'python.2',
  'python.pypy2',
  'pascal',
  'delphi',
  'haskell',
  'perl',
  'php',
  'scala',
  'ocaml',
  'd.',
  'fpc',
];

/**
 * The language of a Polygon source: from its type when it has one, else from its file's extension.
 * Answers the reason instead when the judge does not run it.
 */
export function polygonSourceLanguage(source: { path: string; type?: string }): LanguageId | { unsupported: string } {
  const type = source.type?.toLowerCase();
  if (type) {
    if (UNSUPPORTED_TYPE_PREFIXES.some((prefix) => type.startsWith(prefix)))
      return { unsupported: `language not supported (${source.type})` };
    const known = typePrefixes().find(([prefix]) => type.startsWith(prefix));
    if (known) return known[1];
  }
  const byExtension = languageForFile(path.basename(source.path));
  if (byExtension) return byExtension.id;
  return { unsupported: `language not supported (${source.type ?? (path.extname(source.path) || source.path)})` };
}
