/// <reference types="node" />
// Reads Monaco's files from node_modules: a test, run by vitest in Node, not code of the app.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { languageRows } from '@codeyard/shared';

/**
 * monaco-setup.ts registers every basic language Monaco ships instead of a list of the solver's, so
 * the language table's `editorMode` is all the editor needs: each must be a language Monaco knows.
 */
function monacoBasicLanguages(): Set<string> {
  const contribution = createRequire(import.meta.url).resolve(
    'monaco-editor/esm/vs/basic-languages/monaco.contribution.js',
  );
  const folder = path.dirname(contribution);
  const ids = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join(folder, entry.name, `${entry.name}.contribution.js`);
    for (const match of readFileSync(file, 'utf8').matchAll(/registerLanguage\(\{\s*id: "([^"]+)"/g))
      ids.add(match[1]!);
  }
  return ids;
}

describe("the editor's language modes", () => {
  it('are languages Monaco registers, for every row of the language table', () => {
    const known = monacoBasicLanguages();
    expect(known.has('cpp') && known.has('c')).toBe(true);
    expect(languageRows().filter((row) => !known.has(row.editorMode))).toEqual([]);
  });
});
