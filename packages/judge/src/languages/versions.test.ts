import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from './language.js';
import { python } from './python.js';
import { toolchainVersions } from './versions.js';

/** A toolchain whose version command is a script that counts how often it was asked. */
describe('toolchain versions', () => {
  let folder: string;
  let script: string;
  let language: Language;
  const timesAsked = async () => (await readFile(path.join(folder, 'asked'), 'utf8').catch(() => '')).length;
  const versionScript = (version: string, exitCode = 0) =>
    `#!/bin/sh\nprintf x >> ${folder}/asked\necho "${version}"\nexit ${exitCode}\n`;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'codeyard-versions-'));
    script = path.join(folder, 'toolchain');
    await writeFile(script, versionScript('toolchain 1.0'));
    await chmod(script, 0o755);
    language = { ...python, versionCommand: [script, '--version'] };
  });
  afterEach(async () => rm(folder, { recursive: true, force: true }));

  it('are read once per toolchain files with a cache folder, and read again when the files change', async () => {
    const cache = await mkdtemp(path.join(folder, 'cache-'));
    expect((await toolchainVersions([language], cache)).python).toEqual({ ok: true, version: 'toolchain 1.0' });
    expect((await toolchainVersions([language], cache)).python).toEqual({ ok: true, version: 'toolchain 1.0' });
    expect(await timesAsked()).toBe(1);

    // An upgrade replaces the program: its size, times or inode change, and the new version is read.
    await writeFile(script, versionScript('toolchain 2.10'));
    expect((await toolchainVersions([language], cache)).python).toEqual({ ok: true, version: 'toolchain 2.10' });
    expect(await timesAsked()).toBe(2);
  });

  it('are read every time without a cache folder, and a failed read is never remembered', async () => {
    const cache = await mkdtemp(path.join(folder, 'cache-'));
    await toolchainVersions([language]);
    await toolchainVersions([language]);
    expect(await timesAsked()).toBe(2);

    await writeFile(script, versionScript('broken', 3));
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await toolchainVersions([language], cache)).python).toMatchObject({ ok: false, version: '' });
    expect(await timesAsked()).toBe(4);
  });
});
