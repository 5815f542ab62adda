import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { languageForFile } from '../languages/registry.js';
import type { Checker } from '../types.js';
import { naturalCompare } from './natural-order.js';
import { folderProgram, readFolderFiles } from './program-folder.js';
import { parseValidatorFlags } from './validator-flags.js';

const headerExtensions = ['.h', '.hpp', '.hh'];

/**
 * An output validator program (a folder; `label` names it in messages), as the format's
 * "Programs" says: with `build`/`run` scripts, built and started by them; else its sources in one
 * language compiled together (validate.cc with validate.h, several .c files, a Python package
 * started at __main__.py). One source with only headers beside it keeps the form such a
 * validator has always been stored in: the source under its language's name, the headers beside it.
 */
async function readValidatorProgram(
  packageRoot: string,
  program: string,
  label: string,
): Promise<{ checker?: Checker; unsupported?: string }> {
  const files = await readFolderFiles(packageRoot, program);
  const names = Object.keys(files);
  const headers = names.filter((name) => headerExtensions.some((extension) => name.endsWith(extension)));
  const single = names.filter((name) => !headers.includes(name));
  const language = single.length === 1 && !single[0]!.includes('/') ? languageForFile(single[0]!) : null;
  if (language && headers.every((name) => !name.includes('/'))) {
    const headerFiles = Object.fromEntries(headers.map((name) => [name, files[name]!]));
    return { checker: { kind: 'custom', language: language.id, source: files[single[0]!]!, files: headerFiles } };
  }
  const read = folderProgram(files, `the output validator in ${label}`);
  if ('unsupported' in read) return { unsupported: read.unsupported };
  return { checker: { kind: 'custom', ...read.program } };
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
  if ((await stat(current).catch(() => null))?.isDirectory())
    return readValidatorProgram(directory, current, 'output_validator/');
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
    ? readValidatorProgram(directory, path.join(legacy, folder.name), `output_validators/${folder.name}/`)
    : readValidatorProgram(directory, legacy, 'output_validators/');
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
