import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The judge's Polygon fixtures (packages of our own, built with our own testlib-compatible header),
 * as the zip Polygon hands out: files at the top, problem.xml among them.
 */
export type PolygonFixtureName = 'polygon-mean' | 'polygon-zero-pairs' | 'polygon-guess';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/judge/test/fixtures');

/** Every file of a fixture (its testlib.h link read as the file), with `changes` applied: a text replaces a file, null removes it. */
export function polygonFixturePackage(
  name: PolygonFixtureName,
  changes: Record<string, string | null> = {},
): Record<string, string> {
  const root = path.join(fixtures, name);
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    files[relative] = readFileSync(path.join(root, relative), 'utf8');
  }
  for (const [file, text] of Object.entries(changes)) {
    if (text === null) delete files[file];
    else files[file] = text;
  }
  return files;
}

/** A fixture's solution, by its path in the package (solutions/…). */
export function polygonFixtureFile(name: PolygonFixtureName, file: string): string {
  return readFileSync(path.join(fixtures, name, file), 'utf8');
}
