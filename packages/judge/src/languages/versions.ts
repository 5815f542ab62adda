import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { LanguageId, LanguageInfo } from '../types.js';
import { isOptional, type Language } from './language.js';

const execFileAsync = promisify(execFile);

/**
 * Each toolchain's version, read on the host (the same binaries the sandbox mounts). The version
 * is part of the compile cache key, so an upgraded compiler never reuses old programs.
 */
export async function toolchainVersions(languages: Language[]): Promise<Partial<Record<LanguageId, LanguageInfo>>> {
  const entries = await Promise.all(
    languages.map(async (language): Promise<[LanguageId, LanguageInfo]> => {
      const [command, ...argumentsList] = language.versionCommand;
      // An optional toolchain is missing when a file its version command names is (kotlinc's jars run on the core JDK).
      const missing = language.versionCommand.filter((part) => part.startsWith('/') && !existsSync(part));
      if (isOptional(language) && missing.length > 0)
        return [language.id, { ok: false, version: '', error: notInstalledMessage(language), optional: true }];
      try {
        const { stdout, stderr } = await execFileAsync(command!, argumentsList, {
          timeout: 20_000,
          env: { PATH: '/usr/bin:/bin' },
        });
        const version = `${stdout}${stderr}`.trim().split('\n')[0] ?? '';
        return [language.id, { ok: true, version, ...(isOptional(language) ? { optional: true } : {}) }];
      } catch (error) {
        const optional = isOptional(language) ? { optional: true } : {};
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
  return Object.fromEntries(entries);
}

/** Why an optional language is not offered, and the command that fixes it. */
export function notInstalledMessage(language: Language): string {
  return language.install && language.install.debianPackages.length > 0
    ? `not installed: run npm run judge -- install ${language.id}`
    : `not installed: run npm install (the ${language.id} toolchain comes from npm)`;
}
