import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { languageForFile } from '../languages/registry.js';
import type { Checker } from '../types.js';
import { naturalCompare } from './natural-order.js';
import { parseValidatorFlags } from './validator-flags.js';

const headerExtensions = ['.h', '.hpp', '.hh'];

/**
 * An output validator program: one source file in a supported language, plus any headers beside
 * it. `program` is the folder holding it; `label` names it in messages.
 */
async function readValidatorProgram(
  program: string,
  label: string,
): Promise<{ checker?: Checker; unsupported?: string }> {
  const files = (await readdir(program, { withFileTypes: true })).filter((entry) => entry.isFile());
  const sources = files.filter(
    (entry) => !headerExtensions.some((extension) => entry.name.endsWith(extension)) && languageForFile(entry.name),
  );
  if (sources.length !== 1) {
    return {
      unsupported: `the output validator in ${label} must be exactly one source file in a supported language (found ${sources.length})`,
    };
  }
  const main = sources[0]!;
  const language = languageForFile(main.name)!;
  const extraFiles: Record<string, string> = {};
  for (const entry of files) {
    if (entry.name === main.name) continue;
    if (headerExtensions.some((extension) => entry.name.endsWith(extension))) {
      extraFiles[entry.name] = await readFile(path.join(program, entry.name), 'utf8');
    }
  }
  const source = await readFile(path.join(program, main.name), 'utf8');
  return { checker: { kind: 'custom', language: language.id, source, files: extraFiles } };
}

/**
 * The custom output validator, if the package has one: the 2023-07 `output_validator/` (the folder
 * is the program, and its presence means custom validation), else, when the legacy `validation`
 * says custom, the first program in `output_validators/` (a folder, or a single file there).
 */
export async function readOutputValidator(
  directory: string,
  validation: string,
): Promise<{ checker?: Checker; unsupported?: string }> {
  const current = path.join(directory, 'output_validator');
  if ((await stat(current).catch(() => null))?.isDirectory()) return readValidatorProgram(current, 'output_validator/');
  if (!validation.startsWith('custom')) return {};
  const legacy = path.join(directory, 'output_validators');
  if (!existsSync(legacy)) {
    return { unsupported: 'validation is custom but there is no output_validator or output_validators directory' };
  }
  const entries = (await readdir(legacy, { withFileTypes: true })).sort((left, right) =>
    naturalCompare(left.name, right.name),
  );
  const folder = entries.find((entry) => entry.isDirectory());
  return folder
    ? readValidatorProgram(path.join(legacy, folder.name), `output_validators/${folder.name}/`)
    : readValidatorProgram(legacy, 'output_validators/');
}

/**
 * How a package's output is checked: its custom output validator if it has one, else the Kattis
 * default validator with problem.yaml's validator_flags (unknown flags throw). A custom validator
 * gets validator_flags as arguments after feedback_dir, as Kattis gives them.
 */
export async function readChecker(
  directory: string,
  problem: { validation?: string; validator_flags?: string },
): Promise<{ checker: Checker; unsupported?: string }> {
  const flags = (problem.validator_flags ?? '').trim();
  const validator = await readOutputValidator(directory, (problem.validation ?? 'default').trim());
  if (validator.unsupported) return { checker: { kind: 'tokens' }, unsupported: validator.unsupported };
  if (!validator.checker) return { checker: { kind: 'tokens', ...parseValidatorFlags(flags) } };
  if (flags && validator.checker.kind === 'custom') {
    return { checker: { ...validator.checker, arguments: flags.split(/\s+/) } };
  }
  return { checker: validator.checker };
}
