import { languageRows, type LanguageRow } from '@codeyard/shared/languages';
import { describe, expect, it } from 'vitest';
import { isOptional, sourceFileFor } from './language.js';
import { judgeLanguages, languageById, languageForFile } from './registry.js';

describe('the language files and the language table', () => {
  it('have one file per row and one row per file', () => {
    expect(
      judgeLanguages()
        .map((language) => language.id)
        .sort(),
    ).toEqual(
      languageRows()
        .map((row: LanguageRow) => row.id)
        .sort(),
    );
  });

  it('say how to install exactly the languages the table calls optional', () => {
    for (const language of judgeLanguages())
      expect({ id: language.id, installable: language.install !== undefined }).toEqual({
        id: language.id,
        installable: isOptional(language),
      });
  });

  it('find a package file by the endings of the Kattis format, PyPy claiming none', () => {
    expect(
      ['main.cc', 'sol.C', 'a.c', 'jury.py3', 'x.py', 'Main.java', 'A.KT', 'main.rs', 'notes.txt'].map(
        (name) => languageForFile(name)?.id ?? null,
      ),
    ).toEqual(['cpp', 'cpp', 'c', 'python', 'python', 'java', 'kotlin', 'rust', null]);
  });

  it('name a Java source after its public class, every other source as the table does', () => {
    expect(sourceFileFor(languageById('java'), 'public class Solution { }')).toBe('Solution.java');
    expect(sourceFileFor(languageById('java'), 'class Helper { }')).toBe('Main.java');
    expect(sourceFileFor(languageById('rust'), 'fn main() {}')).toBe('main.rs');
  });
});
