import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageRows } from '@codeyard/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A language's identity has one home, the language table (packages/shared/src/languages.ts), and
 * its toolchain another, its judge file (packages/judge/src/languages/<id>.ts), beside which it has
 * its function-problem driver (packages/judge/src/functions/<id>.ts) and its LeetCode stubs
 * (packages/shared/src/function-stubs/<id>.ts): its own files. This test counts, for every
 * language, the source files that still name it, and fails when one does in more than MAX_FILES
 * files besides its own: the table itself, and the few product rules about particular languages
 * (the three the problem form requires, the interactor's two).
 *
 * What counts as naming a language, read from TypeScript's syntax tree (so comments and prose do not
 * count, and neither do words inside longer text such as "Go back"):
 * - a string literal, or a template literal without substitutions, whose whole text is the
 *   language's id or its label: `'kotlin'`, `"Kotlin"`, `` `C++` ``;
 * - a property named after the id: `kotlin: …`, `'kotlin': …`, `languages.kotlin`;
 * - JSX text that is exactly the label: `<option>Kotlin</option>`.
 *
 * Which files: every .ts and .tsx file under packages/<name>/src and apps/<name>/src, except tests
 * (*.test.ts, *.test.tsx) and their helpers (testing/ and fixtures/ folders: the drivers' fixtures
 * are solutions written in a language on purpose), benchmarks (bench/ folders: load clients and
 * measurements that pick languages on purpose, speaking the API's words as tests do), and the
 * language's own files.
 */
const MAX_FILES = 3;

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Source = { file: string; text: string };
type Spelling = { id: string; label: string };

function sourceFiles(): Source[] {
  const roots = ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(repositoryRoot, group)).map((name) => path.join(group, name, 'src')),
  );
  const files: Source[] = [];
  const walk = (relative: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(repositoryRoot, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!['testing', 'fixtures', 'bench', 'node_modules'].includes(entry.name)) walk(child);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ file: child, text: readFileSync(path.join(repositoryRoot, child), 'utf8') });
      }
    }
  };
  for (const root of roots) walk(root);
  return files;
}

/** What a file spells, from its syntax tree: whole texts (literals, JSX text) and property names. */
function spellingsOf(source: Source): { texts: Set<string>; properties: Set<string> } {
  const tree = ts.createSourceFile(
    source.file,
    source.text,
    ts.ScriptTarget.Latest,
    true,
    source.file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts = new Set<string>();
  const properties = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An import's module name is a path, not a language.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) texts.add(node.text);
    } else if (ts.isJsxText(node)) {
      texts.add(node.text.trim());
    } else if (ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) {
      if (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) properties.add(node.name.text);
    } else if (ts.isPropertyAccessExpression(node)) {
      properties.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { texts, properties };
}

/** A language's own files: its judge file, its function-problem driver and its stubs. */
function ownFiles(id: string): string[] {
  return [
    path.join('packages', 'judge', 'src', 'languages', `${id}.ts`),
    path.join('packages', 'judge', 'src', 'functions', `${id}.ts`),
    path.join('packages', 'shared', 'src', 'function-stubs', `${id}.ts`),
  ];
}

/** Per language, the files that name it (see the rules above), its own files left out. */
function filesNaming(sources: Source[], languages: readonly Spelling[]): Map<string, string[]> {
  const spelled = sources.map((source) => ({ file: source.file, ...spellingsOf(source) }));
  return new Map(
    languages.map((language) => {
      const own = ownFiles(language.id);
      const naming = spelled.filter(
        ({ file, texts, properties }) =>
          !own.includes(file) && (texts.has(language.id) || texts.has(language.label) || properties.has(language.id)),
      );
      return [language.id, naming.map(({ file }) => file)];
    }),
  );
}

/** The languages named in more than MAX_FILES files, with those files. */
function overTheLimit(counted: Map<string, string[]>): Record<string, string[]> {
  return Object.fromEntries([...counted].filter(([, files]) => files.length > MAX_FILES));
}

describe('language names in the source', () => {
  it(`name each language in at most ${MAX_FILES} files besides its judge file`, () => {
    const counted = filesNaming(sourceFiles(), languageRows());
    expect(overTheLimit(counted)).toEqual({});
    // The table is one of them for every language: the count reads the real tree.
    for (const [id, files] of counted)
      expect(files, id).toContain(path.join('packages', 'shared', 'src', 'languages.ts'));
  });

  it('counts every spelling it describes, not comments or longer text, and fails past the limit', () => {
    const kotlin = { id: 'kotlin', label: 'Kotlin' };
    const naming = [
      { file: 'a.ts', text: "export const id = 'kotlin';" },
      { file: 'b.ts', text: 'export const labels = { kotlin: `Kotlin (JVM)` };' },
      { file: 'c.ts', text: 'export const mode = (modes: { kotlin: string }) => modes.kotlin;' },
      { file: 'd.tsx', text: 'export const option = <option>Kotlin</option>;' },
      { file: 'e.ts', text: 'export const name = "Kotlin";' },
    ];
    const silent = [
      { file: 'f.ts', text: '// kotlin is a language\nexport const x = 1;' },
      { file: 'g.ts', text: "export const text = 'Write it in Kotlin or Java';" },
      { file: 'h.ts', text: "import { kotlin } from './kotlin.js';\nexport const y = kotlin;" },
      { file: path.join('packages', 'judge', 'src', 'languages', 'kotlin.ts'), text: "export const id = 'kotlin';" },
      { file: path.join('packages', 'judge', 'src', 'functions', 'kotlin.ts'), text: "export const id = 'kotlin';" },
      {
        file: path.join('packages', 'shared', 'src', 'function-stubs', 'kotlin.ts'),
        text: "export const id = 'kotlin';",
      },
    ];
    const counted = filesNaming([...naming, ...silent], [kotlin]);
    expect(counted.get('kotlin')).toEqual(naming.map((source) => source.file));
    expect(overTheLimit(counted)).toEqual({ kotlin: naming.map((source) => source.file) });
    expect(overTheLimit(filesNaming([...naming.slice(0, MAX_FILES), ...silent], [kotlin]))).toEqual({});
  });
});
