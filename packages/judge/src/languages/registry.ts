import { languageOfFile, languageRow } from '@codeyard/shared/languages';
import { BUILD_RUN, type ProgramLanguage } from '../types.js';
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

/** Every language file, one per row of the language table (packages/shared/src/languages.ts). */
const languages: Language[] = [c, cpp, java, javascript, python, rust, go, pypy, ruby, typescript, kotlin, csharp];

/** Every language the judge knows, the registered ones last. */
export function judgeLanguages(): readonly Language[] {
  return languages;
}

/**
 * Adds a language file for a row added to the table (registerLanguageRow), as a new file listed
 * above would be: tests use it to show a language reaches everything from those two places.
 * Answers the function that removes it again.
 */
export function registerJudgeLanguage(language: Language): () => void {
  languageRow(language.id);
  if (languages.some((existing) => existing.id === language.id))
    throw new TypeError(`The judge already has language "${language.id}"`);
  languages.push(language);
  return () => {
    const index = languages.indexOf(language);
    if (index >= 0) languages.splice(index, 1);
  };
}

export function languageById(id: string): Language {
  const language = languages.find((candidate) => candidate.id === id);
  if (!language)
    throw new TypeError(`Unknown language "${id}"; known: ${languages.map((entry) => entry.id).join(', ')}`);
  return language;
}

/** The language a file belongs to by its ending (the table's rule, languageOfFile), or null. */
export function languageForFile(fileName: string): Language | null {
  const id = languageOfFile(fileName);
  return (id && languages.find((candidate) => candidate.id === id)) || null;
}

/** How a program in `language` is built and started: its language's recipe, or a build-run folder's. */
export function programRecipe(language: ProgramLanguage): ProgramRecipe {
  return language === BUILD_RUN ? buildRun : languageById(language);
}
