import { BUILD_RUN, type LanguageId, type ProgramLanguage } from '../types.js';
import { buildRun } from './build-run.js';
import { c } from './c.js';
import { cpp } from './cpp.js';
import { csharp } from './csharp.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { kotlin } from './kotlin.js';
import type { Language, ProgramRecipe } from './language.js';
import { pypy } from './pypy.js';
import { python } from './python.js';
import { ruby } from './ruby.js';
import { rust } from './rust.js';
import { typescript } from './typescript.js';

export const LANGUAGES: Record<LanguageId, Language> = {
  c,
  cpp,
  java,
  javascript,
  python,
  rust,
  go,
  pypy,
  ruby,
  typescript,
  kotlin,
  csharp,
};
export function languageById(id: string): Language {
  const language = (LANGUAGES as Record<string, Language | undefined>)[id];
  if (!language) throw new TypeError(`Unknown language "${id}"; known: ${Object.keys(LANGUAGES).join(', ')}`);
  return language;
}

/** The language a file belongs to by its extension, or null. */
export function languageForFile(fileName: string): Language | null {
  const lower = fileName.toLowerCase();
  return (
    Object.values(LANGUAGES).find((language) => language.extensions.some((extension) => lower.endsWith(extension))) ??
    null
  );
}

/** How a program in `language` is built and started: its language's recipe, or a build-run folder's. */
export function programRecipe(language: ProgramLanguage): ProgramRecipe {
  return language === BUILD_RUN ? buildRun : languageById(language);
}
