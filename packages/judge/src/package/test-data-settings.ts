import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { FormatVersion } from './format-version.js';

/*
 * What a package's test data settings say about judging each test, beyond scoring (read by
 * scoring/): the output validator's arguments. Legacy and draft packages give them as
 * `output_validator_flags` (a string) in `testdata.yaml`; the 2025-09 text as `output_validator_args`
 * (a list) in `test_group.yaml` or a test's own `<test>.yaml`. A legacy group takes its closest
 * `testdata.yaml` whole; draft and 2025-09 settings are inherited key by key, as problemtools and
 * the final text have it.
 */

/** YAML aliases a settings file may expand, as for problem.yaml. */
const MAX_YAML_ALIASES = 100;

const ARGUMENT_KEYS = ['output_validator_args', 'output_validator_flags'] as const;

/** A test's output validator arguments and the file that gave them (for messages). */
export type TestArguments = { arguments: string[]; file: string };

type Settings = { file: string; values: Record<string, unknown> };

async function readSettingsFile(directory: string, file: string): Promise<Settings | null> {
  const absolute = path.join(directory, file);
  if (!existsSync(absolute)) return null;
  let yaml: unknown;
  try {
    // Every scalar as written (the failsafe schema): `1e-6` reaches a validator as `1e-6`, not `0.000001`.
    yaml = parseYaml(await readFile(absolute, 'utf8'), { maxAliasCount: MAX_YAML_ALIASES, schema: 'failsafe' });
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
  if (yaml === null || yaml === undefined) return { file, values: {} };
  if (typeof yaml !== 'object' || Array.isArray(yaml)) throw new Error(`${file} must be a map of settings`);
  return { file, values: yaml as Record<string, unknown> };
}

/** `output_validator_args` is a list of strings (a string is split at whitespace, as drafts wrote it). */
function argumentList(value: unknown, file: string, key: string): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim().split(/\s+/).filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(`${file}: ${key} must be a list of strings`);
}

/** The settings files of one folder of data/, relative to the package, most specific last. */
function folderSettingsFiles(folder: string, version: FormatVersion): string[] {
  if (version === 'legacy') return [path.join(folder, 'testdata.yaml')];
  return [path.join(folder, 'testdata.yaml'), path.join(folder, 'test_group.yaml')];
}

/** Every test's `.in` under data/sample and data/secret, relative to the package, without `.in`. */
async function testNames(directory: string): Promise<string[]> {
  const names: string[] = [];
  for (const group of ['sample', 'secret']) {
    const root = path.join(directory, 'data', group);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.endsWith('.in') && !entry.isDirectory()) {
        names.push(path.relative(directory, path.join(entry.parentPath, entry.name)).replace(/\.in$/, ''));
      }
    }
  }
  return names;
}

/**
 * Each test's output validator arguments, keyed by the test's name relative to the package
 * (`data/secret/group1/03`); tests without any are left out. Throws, naming the file and key, on a
 * value that is not a list of strings.
 */
export async function readTestArguments(
  directory: string,
  version: FormatVersion,
): Promise<Map<string, TestArguments>> {
  const folderCache = new Map<string, Promise<Settings[]>>();
  const folderSettings = (folder: string): Promise<Settings[]> => {
    let settings = folderCache.get(folder);
    if (!settings) {
      settings = Promise.all(
        folderSettingsFiles(folder, version).map((file) => readSettingsFile(directory, file)),
      ).then((files) => files.filter((file): file is Settings => file !== null));
      folderCache.set(folder, settings);
    }
    return settings;
  };
  const result = new Map<string, TestArguments>();
  for (const name of await testNames(directory)) {
    // data/, then each folder down to the test's own, then (draft and 2025-09) the test's own .yaml.
    const folders: string[] = [];
    for (let folder = path.dirname(name); folder !== '.' && folder !== ''; folder = path.dirname(folder)) {
      folders.unshift(folder);
    }
    const layers: Settings[][] = [];
    for (const folder of folders) layers.push(await folderSettings(folder));
    if (version !== 'legacy') {
      const own = await readSettingsFile(directory, `${name}.yaml`);
      if (own) layers.push([own]);
    }
    let found: TestArguments | null = null;
    for (const layer of layers) {
      // A legacy testdata.yaml replaces its ancestors' whole, even where it leaves the key out.
      if (version === 'legacy' && layer.length > 0) found = null;
      for (const settings of layer) {
        for (const key of ARGUMENT_KEYS) {
          if (!(key in settings.values)) continue;
          found = { arguments: argumentList(settings.values[key], settings.file, key), file: settings.file };
        }
      }
    }
    if (found && found.arguments.length > 0) result.set(name, found);
  }
  return result;
}

/** Keys of a test's or group's settings that change how a submission runs, which the judge cannot do. */
const RUN_KEYS: Record<string, string> = {
  args: 'command-line arguments for the submission are not supported',
};

/**
 * Why the test data cannot be judged here, naming the file and key, or undefined: command-line
 * `args` for the submission, a test's `.files` folder (input files beside standard input), a
 * static validator.
 */
export async function unsupportedTestDataSettings(directory: string): Promise<string | undefined> {
  if (existsSync(path.join(directory, 'static_validator'))) {
    return 'static_validator/: static validation (a program judging the source) is not supported';
  }
  const data = path.join(directory, 'data');
  const entries = (await readdir(data, { recursive: true, withFileTypes: true }).catch(() => [])).sort((left, right) =>
    path.join(left.parentPath, left.name).localeCompare(path.join(right.parentPath, right.name)),
  );
  for (const entry of entries) {
    const file = path.relative(directory, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory() && entry.name.endsWith('.files')) {
      return `${file}: input files for a test (.files) are not supported`;
    }
    if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
    const settings = await readSettingsFile(directory, file);
    for (const [key, why] of Object.entries(RUN_KEYS)) {
      const value = settings?.values[key];
      const given =
        value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0) && value !== '';
      if (given) return `${file}: ${key}: ${why}`;
    }
  }
  return undefined;
}
