import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** Per-group settings files: legacy `testdata.yaml`, 2023-07 `test_group.yaml`. */
const SETTINGS_FILES = new Set(['testdata.yaml', 'test_group.yaml']);

/**
 * Keys of a group's settings that change how its answers are judged (legacy, then 2023-07). The
 * judge checks every test the same way, so a package that sets one is refused rather than judged
 * without it. Keys that only matter to input validators are left alone; those of scoring are read
 * by scoring/read-scoring.ts.
 */
const JUDGING_KEYS = ['output_validator_flags', 'output_validator_args'];

/** YAML aliases a settings file may expand, as for problem.yaml. */
const MAX_YAML_ALIASES = 100;

/** Why the test groups' settings cannot be honoured, naming the file and key, or undefined. */
export async function unsupportedTestDataSettings(directory: string): Promise<string | undefined> {
  const data = path.join(directory, 'data');
  const entries = await readdir(data, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && SETTINGS_FILES.has(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const name = path.relative(directory, file);
    let settings: unknown;
    try {
      settings = parseYaml(await readFile(file, 'utf8'), { maxAliasCount: MAX_YAML_ALIASES });
    } catch (error) {
      throw new Error(`${name} is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
    if (typeof settings !== 'object' || settings === null) continue;
    const key = JUDGING_KEYS.find((candidate) => {
      const value = (settings as Record<string, unknown>)[candidate];
      return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
    });
    if (key) return `${name}: ${key} is not supported yet`;
  }
  return undefined;
}
