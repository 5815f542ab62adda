import { spawnSync } from 'node:child_process';
import { LANGUAGES } from '../languages/registry.js';
import { OPTIONAL_LANGUAGE_IDS, type LanguageId } from '../types.js';

export type OptionalLanguageId = (typeof OPTIONAL_LANGUAGE_IDS)[number];

/** `install`'s arguments as languages: `all`, or optional language ids (each once, in the order given). */
export function installTargets(names: string[]): OptionalLanguageId[] {
  const known = `installable languages: ${OPTIONAL_LANGUAGE_IDS.join(', ')} (or all)`;
  if (names.length === 0) throw new RangeError(`install needs languages; ${known}`);
  if (names.includes('all')) return [...OPTIONAL_LANGUAGE_IDS];
  const targets: OptionalLanguageId[] = [];
  for (const name of names) {
    const target = OPTIONAL_LANGUAGE_IDS.find((id) => id === name);
    if (!target) {
      const core = name in LANGUAGES ? ` ("${name}" is a core language: setup installs it)` : '';
      throw new RangeError(`unknown language "${name}"${core}; ${known}`);
    }
    if (!targets.includes(target)) targets.push(target);
  }
  return targets;
}

/** Debian packages of these languages that dpkg does not list as installed. */
export function missingDebianPackages(languages: LanguageId[]): string[] {
  const wanted = [...new Set(languages.flatMap((id) => LANGUAGES[id].install?.debianPackages ?? []))];
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
