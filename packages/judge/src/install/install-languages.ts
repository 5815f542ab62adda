import { spawnSync } from 'node:child_process';
import { isOptional } from '../languages/language.js';
import { judgeLanguages, languageById } from '../languages/registry.js';
import type { LanguageId } from '../types.js';

/** The languages installed on demand, in the table's order. */
export function installableLanguages(): LanguageId[] {
  return judgeLanguages()
    .filter(isOptional)
    .map((language) => language.id);
}

/** `install`'s arguments as languages: `all`, or optional language ids (each once, in the order given). */
export function installTargets(names: string[]): LanguageId[] {
  const installable = installableLanguages();
  const known = `installable languages: ${installable.join(', ')} (or all)`;
  if (names.length === 0) throw new RangeError(`install needs languages; ${known}`);
  if (names.includes('all')) return installable;
  const targets: LanguageId[] = [];
  for (const name of names) {
    const target = installable.find((id) => id === name);
    if (!target) {
      const core = judgeLanguages().some((language) => language.id === name)
        ? ` ("${name}" is a core language: setup installs it)`
        : '';
      throw new RangeError(`unknown language "${name}"${core}; ${known}`);
    }
    if (!targets.includes(target)) targets.push(target);
  }
  return targets;
}

/** Debian packages of these languages that dpkg does not list as installed. */
export function missingDebianPackages(languages: LanguageId[]): string[] {
  const wanted = [...new Set(languages.flatMap((id) => languageById(id).install?.debianPackages ?? []))];
  return wanted.filter((name) => {
    const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return query.status !== 0 || !query.stdout.includes('install ok installed');
  });
}

/**
 * How apt-get is run: directly as root, else through `sudo -n` (never a password prompt), else not
 * at all (null): the caller prints the command for an administrator. Like scripts/setup.mjs.
 */
export function aptGetCommand(): string[] | null {
  if (process.getuid?.() === 0) return ['apt-get'];
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n', 'apt-get'] : null;
}

/** Runs apt-get with `arguments_`, its output going to ours; throws when it fails. */
export function runAptGet(aptGet: string[], arguments_: string[]): void {
  const [command, ...prefix] = aptGet;
  const result = spawnSync(command!, [...prefix, ...arguments_], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    throw new Error(`${aptGet.join(' ')} ${arguments_.join(' ')} failed (exit ${result.status ?? result.signal})`);
}
