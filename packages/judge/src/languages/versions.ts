import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LanguageId, LanguageInfo } from '../types.js';
import { isOptional, type Language } from './language.js';

const execFileAsync = promisify(execFile);

/** Where a judge's cache folder keeps the versions it read, each with the files it read it from. */
const VERSIONS_FILE = 'toolchain-versions.json';

type RememberedVersion = { files: string; version: string };

/**
 * The identity of the files a version command names (its program, and Kotlin's jars): path, size,
 * modification and change times, inode. A package upgrade replaces them, which changes it.
 */
async function filesIdentity(command: readonly string[]): Promise<string | null> {
  const files = command.filter((part) => part.startsWith('/'));
  if (files.length === 0) return null;
  try {
    const stats = await Promise.all(files.map((file) => stat(file)));
    return stats
      .map((info, index) => `${files[index]}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`)
      .join('|');
  } catch {
    return null;
  }
}

async function rememberedVersions(cacheDirectory: string | undefined): Promise<Record<string, RememberedVersion>> {
  if (!cacheDirectory) return {};
  try {
    return JSON.parse(await readFile(path.join(cacheDirectory, VERSIONS_FILE), 'utf8')) as Record<
      string,
      RememberedVersion
    >;
  } catch {
    return {};
  }
}

/**
 * Each toolchain's version, read on the host (the same binaries the sandbox mounts). The version
 * is part of the compile cache key, so an upgraded compiler never reuses old programs. Given the
 * judge's cache folder, a version read before from the same files is taken from there, as make
 * takes an unchanged file: Kotlin's compiler starts a JVM of its own to say its version (seconds of
 * CPU at every judge start, and tests and servers start many). A failed read is never remembered.
 */
export async function toolchainVersions(
  languages: Language[],
  cacheDirectory?: string,
): Promise<Partial<Record<LanguageId, LanguageInfo>>> {
  const remembered = await rememberedVersions(cacheDirectory);
  const read: Record<string, RememberedVersion> = {};
  const entries = await Promise.all(
    languages.map(async (language): Promise<[LanguageId, LanguageInfo]> => {
      const [command, ...argumentsList] = language.versionCommand;
      const optional = isOptional(language) ? { optional: true } : {};
      // An optional toolchain is missing when a file its version command names is (kotlinc's jars run on the core JDK).
      const missing = language.versionCommand.filter((part) => part.startsWith('/') && !existsSync(part));
      if (isOptional(language) && missing.length > 0)
        return [language.id, { ok: false, version: '', error: notInstalledMessage(language), optional: true }];
      const files = await filesIdentity(language.versionCommand);
      const known = remembered[language.id];
      if (files !== null && known?.files === files) {
        read[language.id] = known;
        return [language.id, { ok: true, version: known.version, ...optional }];
      }
      try {
        const { stdout, stderr } = await execFileAsync(command!, argumentsList, {
          timeout: 20_000,
          env: { PATH: '/usr/bin:/bin' },
        });
        const version = `${stdout}${stderr}`.trim().split('\n')[0] ?? '';
        if (files !== null) read[language.id] = { files, version };
        return [language.id, { ok: true, version, ...optional }];
      } catch (error) {
        return [
          language.id,
          {
            ok: false,
            version: '',
            error: `${command} is not usable: ${(error as Error).message.split('\n')[0]}`,
            ...optional,
          },
        ];
      }
    }),
  );
  const versions = { ...remembered, ...read };
  // Unchanged toolchains (every start but the first after an upgrade) leave the file as it is.
  if (cacheDirectory && JSON.stringify(versions) !== JSON.stringify(remembered))
    await remember(cacheDirectory, versions);
  return Object.fromEntries(entries);
}

/** Writes the versions file whole (another judge may read it at the same moment). */
async function remember(cacheDirectory: string, versions: Record<string, RememberedVersion>): Promise<void> {
  const file = path.join(cacheDirectory, VERSIONS_FILE);
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(partial, JSON.stringify(versions));
    await rename(partial, file);
  } catch {
    // A cache folder that cannot be written only means reading the versions again next time.
  }
}

/** Why an optional language is not offered, and the command that fixes it. */
export function notInstalledMessage(language: Language): string {
  return language.install && language.install.debianPackages.length > 0
    ? `not installed: run npm run judge -- install ${language.id}`
    : `not installed: run npm install (the ${language.id} toolchain comes from npm)`;
}
