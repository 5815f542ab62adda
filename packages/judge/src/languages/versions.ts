import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LanguageId, LanguageInfo } from '../types.js';
import type { Language } from './language.js';

const execFileAsync = promisify(execFile);

/**
 * Each toolchain's version, read on the host (the same binaries the sandbox mounts). The version
 * is part of the compile cache key, so an upgraded compiler never reuses old programs.
 */
export async function toolchainVersions(languages: Language[]): Promise<Partial<Record<LanguageId, LanguageInfo>>> {
  const entries = await Promise.all(
    languages.map(async (language): Promise<[LanguageId, LanguageInfo]> => {
      const [command, ...argumentsList] = language.versionCommand;
      try {
        const { stdout, stderr } = await execFileAsync(command!, argumentsList, {
          timeout: 20_000,
          env: { PATH: '/usr/bin:/bin' },
        });
        const version = `${stdout}${stderr}`.trim().split('\n')[0] ?? '';
        return [language.id, { ok: true, version }];
      } catch (error) {
        return [
          language.id,
          { ok: false, version: '', error: `${command} is not usable: ${(error as Error).message.split('\n')[0]}` },
        ];
      }
    }),
  );
  return Object.fromEntries(entries);
}
