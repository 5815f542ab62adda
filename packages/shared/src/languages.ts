/**
 * The language table: one row per language a user can write in, and the only place a language's
 * identity is written down. The judge's file for the language (packages/judge/src/languages/<id>.ts)
 * holds its toolchain; everything else (the picker, the editor, the problem formats, CLICS, the
 * similarity report) reads this table. Browser-safe and free of side effects on import.
 */
/** The grammars the similarity report can parse with. */
export type SimilarityGrammar =
  'c-sharp' | 'cpp' | 'go' | 'java' | 'javascript' | 'python' | 'ruby' | 'rust' | 'typescript';

export type LanguageRow = {
  /** The judge's id, stored with every submission and draft. */
  id: string;
  /** What the product shows: "C++". */
  label: string;
  /**
   * Other spellings accepted on input, lower case (the id and the label always are): clients' short
   * names, the Kattis problem-package codes, DOMjudge's language ids.
   */
  aliases: readonly string[];
  /**
   * File endings with the dot, as the Kattis problem-package format's language table lists them;
   * CLICS lists them without the dot.
   */
  extensions: readonly string[];
  /** The name a program is written under: in problem packages, for the compiler, in CLICS files. */
  sourceFileName: string;
  /**
   * Its code in the Kattis problem-package format's language table, where that is not the id: the
   * folder of include/ that holds its files, and what submissions.yaml names it.
   */
  packageCode?: string;
  /**
   * How Codeforces' Polygon names it in problem.xml: the type prefixes before the version
   * (`cpp.g++17`, `java11`, `python.3`). A source whose type starts with none is read by its ending.
   */
  polygonTypes?: readonly string[];
  /** Monaco's language id for the editor, which is also highlight.js's name for read-only code. */
  editorMode: string;
  /**
   * The CLICS Contest API's language: the id the spec recommends where it names one (python3,
   * csharp…), DOMjudge's otherwise (pypy3), and the entry point rule. Codeyard finds the entry point
   * itself (Java's public class, Kotlin's MainKt), so none asks for one; the schemas then forbid
   * `entry_point_name`.
   */
  clics: { id: string; name: string; entryPoint: { required: false } | { required: true; name: string } };
  /**
   * The tree-sitter grammar the similarity report parses the language with (WebAssembly grammars
   * shipped with @vscode/tree-sitter-wasm); null compares the text (Dolos's character tokenizer)
   * where none is shipped (Kotlin), which still finds copied code, though renaming hides more of it.
   */
  similarity: SimilarityGrammar | null;
  /** Installed on demand (`npm run judge -- install`), so offered only once a judge has it. */
  optional: boolean;
  /**
   * The language whose programs this one runs (PyPy runs Python 3's): it claims no file ending, has
   * no file of its own in a package, opens on that language's start code and is compared with it.
   */
  dialectOf?: string;
};

/** The languages, in the picker's order: the four the product started with, then the others by name. */
const BUILT_IN_LANGUAGES = [
  {
    id: 'javascript',
    label: 'JavaScript',
    aliases: ['js', 'node', 'nodejs'],
    extensions: ['.js'],
    sourceFileName: 'main.js',
    polygonTypes: ['js'],
    editorMode: 'javascript',
    clics: { id: 'javascript', name: 'JavaScript', entryPoint: { required: false } },
    similarity: 'javascript',
    optional: false,
  },
  {
    id: 'java',
    label: 'Java',
    aliases: [],
    extensions: ['.java'],
    sourceFileName: 'Main.java',
    polygonTypes: ['java'],
    editorMode: 'java',
    clics: { id: 'java', name: 'Java', entryPoint: { required: false } },
    similarity: 'java',
    optional: false,
  },
  {
    id: 'cpp',
    label: 'C++',
    aliases: ['cpp17', 'c++17', 'g++'],
    extensions: ['.cpp', '.cc', '.cxx', '.c++', '.C'],
    sourceFileName: 'main.cpp',
    polygonTypes: ['cpp.'],
    editorMode: 'cpp',
    clics: { id: 'cpp', name: 'C++', entryPoint: { required: false } },
    similarity: 'cpp',
    optional: false,
  },
  {
    id: 'python',
    label: 'Python',
    aliases: ['python3', 'py', 'py3'],
    extensions: ['.py', '.py3'],
    sourceFileName: 'main.py',
    packageCode: 'python3',
    polygonTypes: ['python.3', 'python.pypy3'],
    editorMode: 'python',
    clics: { id: 'python3', name: 'Python 3', entryPoint: { required: false } },
    similarity: 'python',
    optional: false,
  },
  {
    id: 'c',
    label: 'C',
    aliases: ['c17', 'gcc'],
    extensions: ['.c'],
    sourceFileName: 'main.c',
    polygonTypes: ['c.'],
    editorMode: 'c',
    clics: { id: 'c', name: 'C', entryPoint: { required: false } },
    // C++'s grammar reads C programs (no C grammar is shipped).
    similarity: 'cpp',
    optional: false,
  },
  {
    id: 'csharp',
    label: 'C#',
    aliases: ['cs', 'mono'],
    extensions: ['.cs'],
    sourceFileName: 'main.cs',
    polygonTypes: ['csharp'],
    editorMode: 'csharp',
    clics: { id: 'csharp', name: 'C#', entryPoint: { required: false } },
    similarity: 'c-sharp',
    optional: true,
  },
  {
    id: 'go',
    label: 'Go',
    aliases: ['golang'],
    extensions: ['.go'],
    sourceFileName: 'main.go',
    polygonTypes: ['go'],
    editorMode: 'go',
    clics: { id: 'go', name: 'Go', entryPoint: { required: false } },
    similarity: 'go',
    optional: true,
  },
  {
    id: 'kotlin',
    label: 'Kotlin',
    aliases: ['kt'],
    extensions: ['.kt'],
    sourceFileName: 'main.kt',
    polygonTypes: ['kotlin'],
    editorMode: 'kotlin',
    clics: { id: 'kotlin', name: 'Kotlin', entryPoint: { required: false } },
    similarity: null,
    optional: true,
  },
  {
    id: 'pypy',
    label: 'PyPy',
    aliases: ['pypy3'],
    extensions: ['.py'],
    sourceFileName: 'main.py',
    editorMode: 'python',
    clics: { id: 'pypy3', name: 'PyPy 3', entryPoint: { required: false } },
    similarity: 'python',
    optional: true,
    dialectOf: 'python',
  },
  {
    id: 'ruby',
    label: 'Ruby',
    aliases: ['rb'],
    extensions: ['.rb'],
    sourceFileName: 'main.rb',
    polygonTypes: ['ruby'],
    editorMode: 'ruby',
    clics: { id: 'ruby', name: 'Ruby', entryPoint: { required: false } },
    similarity: 'ruby',
    optional: true,
  },
  {
    id: 'rust',
    label: 'Rust',
    aliases: ['rs'],
    extensions: ['.rs'],
    sourceFileName: 'main.rs',
    polygonTypes: ['rust'],
    editorMode: 'rust',
    clics: { id: 'rust', name: 'Rust', entryPoint: { required: false } },
    similarity: 'rust',
    optional: true,
  },
  {
    id: 'typescript',
    label: 'TypeScript',
    aliases: ['ts'],
    extensions: ['.ts'],
    sourceFileName: 'main.ts',
    editorMode: 'typescript',
    clics: { id: 'typescript', name: 'TypeScript', entryPoint: { required: false } },
    similarity: 'typescript',
    optional: true,
  },
] as const satisfies readonly LanguageRow[];

/** A language's id; a row added with registerLanguageRow has one outside this union. */
export type SolverLanguage = (typeof BUILT_IN_LANGUAGES)[number]['id'];

/**
 * A language the judge offers, as GET /languages lists it: `name` says which compiler or runtime
 * and dialect (e.g. "Rust (rustc 1.63, 2021 edition)"), `version` is what that toolchain printed.
 */
export type OfferedLanguage = { id: SolverLanguage; label: string; name: string; version: string };

/** The built-in rows, then any registered ones, in that order. */
const rows: LanguageRow[] = [...BUILT_IN_LANGUAGES];

/**
 * Adds a row after the built-in ones, as a new language's row in the table would be: tests use it
 * to show that every reader picks a language up from here. Answers the function that removes it.
 */
export function registerLanguageRow(row: LanguageRow): () => void {
  if (rows.some((existing) => existing.id === row.id))
    throw new TypeError(`Language "${row.id}" is already in the table`);
  rows.push(row);
  return () => {
    const index = rows.indexOf(row);
    if (index >= 0) rows.splice(index, 1);
  };
}

/** Every row, in the picker's order. */
export function languageRows(): readonly LanguageRow[] {
  return rows;
}

/** Every language's id, in the picker's order. */
export function solverLanguages(): SolverLanguage[] {
  return rows.map((row) => row.id as SolverLanguage);
}

/** The languages setup installs, so offered while no judge has said what it found. */
export function coreLanguages(): SolverLanguage[] {
  return rows.filter((row) => !row.optional).map((row) => row.id as SolverLanguage);
}

/** The languages installed on demand (`npm run judge -- install`). */
export function optionalLanguages(): SolverLanguage[] {
  return rows.filter((row) => row.optional).map((row) => row.id as SolverLanguage);
}

/** A language's row; throws for an id the table does not have (a programming error). */
export function languageRow(id: string): LanguageRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new TypeError(`Unknown language "${id}"; known: ${rows.map((entry) => entry.id).join(', ')}`);
  return row;
}

/**
 * Accepts the spellings clients use for a language (docs/product.md §4: "cpp maps to the C++ entry"):
 * the id, the label and the aliases, in any case. Returns null for anything unknown.
 */
export function normalizeLanguage(value: string): SolverLanguage | null {
  const spelled = value.trim().toLowerCase();
  const row = rows.find(
    (candidate) =>
      candidate.id === spelled || candidate.label.toLowerCase() === spelled || candidate.aliases.includes(spelled),
  );
  return row ? (row.id as SolverLanguage) : null;
}

/** 'cpp' → 'C++', in any spelling normalizeLanguage accepts; an unknown language is shown as sent. */
export function languageLabel(language: string): string {
  const id = normalizeLanguage(language);
  return id ? languageRow(id).label : language;
}

/** The language whose programs a language runs: its own, or Python's for PyPy (see dialectOf). */
export function programLanguage(id: SolverLanguage): SolverLanguage {
  return (languageRow(id).dialectOf ?? id) as SolverLanguage;
}

/** A language's code in the Kattis problem-package format (include/<code>/, submissions.yaml): python3 for Python. */
export function packageLanguageCode(id: string): string {
  return languageRow(id).packageCode ?? id;
}

/**
 * The language a file is written in by its ending, as the Kattis format decides it: dialects claim
 * none; an exact ending wins (`.C` is C++), then one in another case (`MAIN.PY` is Python).
 */
export function languageOfFile(fileName: string): SolverLanguage | null {
  const claiming = rows.filter((row) => row.dialectOf === undefined);
  const lower = fileName.toLowerCase();
  const row =
    claiming.find((candidate) => candidate.extensions.some((extension) => fileName.endsWith(extension))) ??
    claiming.find((candidate) => candidate.extensions.some((extension) => lower.endsWith(extension.toLowerCase())));
  return row ? (row.id as SolverLanguage) : null;
}
