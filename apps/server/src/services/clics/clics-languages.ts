import { languageRow, languageRows, normalizeLanguage } from '@codeyard/shared';
import type { ClicsObject } from './clics-types.js';

/** A language's id in the CLICS Contest API (its row's `clics` in the language table), in any spelling; an unknown one as sent. */
export function clicsLanguageId(language: string): string {
  const id = normalizeLanguage(language);
  return id ? languageRow(id).clics.id : language;
}

/**
 * The languages a contestant may submit in (of `offered`, the judge's, when given), as the CLICS
 * Contest API names them: each row's `clics` in the language table, its file endings without the
 * dot, and its entry point rule (the final 2023-06 schema forbids `entry_point_name` unless one is
 * required).
 */
export function clicsLanguages(offered?: readonly string[]): ClicsObject[] {
  return languageRows()
    .filter((row) => !offered || offered.includes(row.id))
    .map(({ clics, extensions }) => ({
      id: clics.id,
      name: clics.name,
      entry_point_required: clics.entryPoint.required,
      ...(clics.entryPoint.required ? { entry_point_name: clics.entryPoint.name } : {}),
      extensions: extensions.map((extension) => extension.slice(1)),
    }));
}
