import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renameEntry, zipFiles } from '../testing/zip.js';
import { extractPackageArchive } from './package-archive.js';

/** The real limits are hundreds of megabytes; the same checks with small numbers keep the test fast. */
const smallLimits = { totalUncompressedBytes: 8 * 1024 * 1024, entries: 100, entryBytes: 4 * 1024 * 1024 };

let directories: string[] = [];
const scratch = () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-zip-'));
  directories.push(directory);
  return directory;
};
afterEach(() => {
  directories.forEach((directory) => fs.rmSync(directory, { recursive: true, force: true }));
  directories = [];
});

describe('problem package archives', () => {
  it('extracts a package and finds its single top-level folder', async () => {
    const destination = scratch();
    const root = await extractPackageArchive(
      await zipFiles({ 'sum/problem.yaml': 'name: Sum\n', 'sum/data/sample/1.in': '1 2\n' }),
      destination,
    );
    expect(root).toBe(path.join(destination, 'sum'));
    expect(fs.readFileSync(path.join(root, 'data/sample/1.in'), 'utf8')).toBe('1 2\n');
  });

  it('refuses entries that climb out of the package, and writes nothing outside', async () => {
    const parent = scratch();
    const destination = path.join(parent, 'box');
    fs.mkdirSync(destination);
    const archive = renameEntry(await zipFiles({ 'xx/evil.txt': 'owned' }), 'xx/evil.txt', '../evil.txt');
    await expect(extractPackageArchive(archive, destination)).rejects.toMatchObject({ status: 400 });
    expect(fs.existsSync(path.join(parent, 'evil.txt'))).toBe(false);
  });

  it('refuses absolute paths', async () => {
    const destination = scratch();
    const archive = renameEntry(await zipFiles({ 'tmp/x/pwned': 'owned' }), 'tmp/x/pwned', '/tmp/xpwned');
    await expect(extractPackageArchive(archive, destination)).rejects.toMatchObject({ status: 400 });
    expect(fs.existsSync('/tmp/xpwned')).toBe(false);
  });

  it('refuses archives with too many files', async () => {
    const files = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`p/${index}.in`, '1']));
    await expect(extractPackageArchive(await zipFiles(files), scratch(), smallLimits)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('more than 100 files'),
    });
  });

  it('refuses something that is not a zip', async () => {
    await expect(extractPackageArchive(Buffer.from('not a zip at all'), scratch())).rejects.toMatchObject({
      status: 400,
      message: 'Invalid problem package: not a readable zip archive',
    });
  });

  it('refuses an archive bomb by the bytes it really inflates to', async () => {
    const zeros = Buffer.alloc(3 * 1024 * 1024);
    const archive = await zipFiles({ 'p/a': zeros, 'p/b': zeros, 'p/c': zeros, 'p/d': zeros });
    expect(archive.length).toBeLessThan(100 * 1024);
    await expect(extractPackageArchive(archive, scratch(), smallLimits)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('extracts to more than'),
    });
  });

  it('refuses a single oversized entry before inflating it', async () => {
    const archive = await zipFiles({ 'p/huge': Buffer.alloc(5 * 1024 * 1024) });
    await expect(extractPackageArchive(archive, scratch(), smallLimits)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('larger than'),
    });
  });
});
