import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * A package file that is a symbolic link is read where it points, which must be inside the package
 * (the format allows links within it; a link elsewhere could read the judge's own files).
 */
export async function checkedPackageFile(packageRoot: string, file: string): Promise<void> {
  if (!(await lstat(file)).isSymbolicLink()) return;
  const target = await realpath(file).catch(() => null);
  const where = path.relative(packageRoot, file);
  if (target === null) throw new Error(`${where} is a symbolic link to nothing`);
  const inside = path.relative(await realpath(packageRoot), target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(`${where} is a symbolic link to ${target}, outside the package; links must stay inside it`);
  }
}
