import { describe, expect, it } from 'vitest';
import {
  coreLanguages,
  languageLabel,
  languageOfFile,
  languageRows,
  normalizeLanguage,
  optionalLanguages,
  packageLanguageCode,
  programLanguage,
  registerLanguageRow,
  solverLanguages,
  type LanguageRow,
} from './languages.js';

describe('the language table', () => {
  it('lists the picker in its order: the four the product started with, then the others by name', () => {
    expect(solverLanguages()).toEqual([
      'javascript',
      'java',
      'cpp',
      'python',
      'c',
      'csharp',
      'go',
      'kotlin',
      'pypy',
      'ruby',
      'rust',
      'typescript',
    ]);
    expect(coreLanguages()).toEqual(['javascript', 'java', 'cpp', 'python', 'c']);
    expect(optionalLanguages()).toEqual(['csharp', 'go', 'kotlin', 'pypy', 'ruby', 'rust', 'typescript']);
  });

  it('leaves no spelling, CLICS id or claimed file ending to two languages', () => {
    const rows = languageRows();
    const spellings = rows.flatMap((row) => [...new Set([row.id, row.label.toLowerCase(), ...row.aliases])]);
    expect(spellings.filter((spelling, index) => spellings.indexOf(spelling) !== index)).toEqual([]);
    const clicsIds = rows.map((row) => row.clics.id);
    expect(new Set(clicsIds).size).toBe(clicsIds.length);
    const claimed = rows.filter((row) => row.dialectOf === undefined).flatMap((row) => row.extensions);
    expect(new Set(claimed).size).toBe(claimed.length);
  });

  it('writes each program under a name with one of its endings, and each dialect runs a language of the table', () => {
    for (const row of languageRows()) {
      expect(
        row.aliases.every((alias) => alias === alias.toLowerCase()),
        row.id,
      ).toBe(true);
      expect(
        row.extensions.every((extension) => extension.startsWith('.')),
        row.id,
      ).toBe(true);
      expect(
        row.extensions.some((extension) => row.sourceFileName.endsWith(extension)),
        row.id,
      ).toBe(true);
      if (row.dialectOf) expect(languageRows().find((other) => other.id === row.dialectOf)?.dialectOf).toBeUndefined();
    }
  });
});

describe('normalizeLanguage', () => {
  it("accepts ids, labels in any case, clients' short names, Kattis codes and DOMjudge ids", () => {
    const spelled = {
      cpp: 'cpp',
      'C++': 'cpp',
      cpp17: 'cpp',
      'c++17': 'cpp',
      ' JAVA ': 'java',
      js: 'javascript',
      node: 'javascript',
      python3: 'python',
      py3: 'python',
      Python: 'python',
      'C#': 'csharp',
      cs: 'csharp',
      golang: 'go',
      kt: 'kotlin',
      pypy3: 'pypy',
      rb: 'ruby',
      rs: 'rust',
      ts: 'typescript',
      c: 'c',
    };
    for (const [spelling, id] of Object.entries(spelled)) expect(normalizeLanguage(spelling), spelling).toBe(id);
    expect(normalizeLanguage('python2')).toBeNull();
    expect(normalizeLanguage('cobol')).toBeNull();
    expect(languageLabel('cpp17')).toBe('C++');
    expect(languageLabel('cobol')).toBe('cobol');
  });
});

describe('languageOfFile', () => {
  it('finds a file by the endings of the Kattis format, PyPy claiming none', () => {
    const files = {
      'main.cpp': 'cpp',
      'sol.cc': 'cpp',
      'a.c++': 'cpp',
      'jury.C': 'cpp',
      'main.c': 'c',
      'accepted.py': 'python',
      'jury.py3': 'python',
      'SHOUT.PY': 'python',
      'Main.java': 'java',
      'main.kt': 'kotlin',
      'main.rs': 'rust',
      'notes.txt': null,
      'validate.h': null,
    };
    for (const [file, id] of Object.entries(files)) expect(languageOfFile(file), file).toBe(id);
    expect(programLanguage('pypy')).toBe('python');
    expect(programLanguage('rust')).toBe('rust');
  });
});

describe('packageLanguageCode', () => {
  it("names a language as the Kattis format's table does (include/<code>/, submissions.yaml): python3 for Python, else the id", () => {
    expect(packageLanguageCode('python')).toBe('python3');
    expect(packageLanguageCode('cpp')).toBe('cpp');
    expect(packageLanguageCode('java')).toBe('java');
    // Every code names its own language, so include/ and submissions.yaml read back as they were written.
    const codes = languageRows().map((row) => packageLanguageCode(row.id));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('registerLanguageRow', () => {
  const row: LanguageRow = {
    id: 'brainfork',
    label: 'Brainfork',
    aliases: ['bfk'],
    extensions: ['.bfk'],
    sourceFileName: 'program.bfk',
    editorMode: 'plaintext',
    clics: { id: 'brainfork', name: 'Brainfork', entryPoint: { required: false } },
    similarity: null,
    optional: true,
  };

  it('adds a row every reader sees, after the built-in ones, until it is removed', () => {
    const remove = registerLanguageRow(row);
    try {
      expect(solverLanguages().at(-1)).toBe('brainfork');
      expect(optionalLanguages()).toContain('brainfork');
      expect(normalizeLanguage('BFK')).toBe('brainfork');
      expect(languageOfFile('tape.bfk')).toBe('brainfork');
      expect(() => registerLanguageRow(row)).toThrow('Language "brainfork" is already in the table');
    } finally {
      remove();
    }
    expect(normalizeLanguage('bfk')).toBeNull();
    expect(solverLanguages()).not.toContain('brainfork');
  });
});
