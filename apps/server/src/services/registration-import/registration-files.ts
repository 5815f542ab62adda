import {
  importMessages,
  REGISTRATION_KINDS,
  REGISTRATION_MAX_OBJECTS,
  type ClicsImportBody,
  type RegistrationKind,
} from '@codeyard/shared';
import { AppError } from '../../errors.js';
import type { RegistrationEntry, RegistrationInput } from './import-run.js';

/** The CLICS file each kind is read from, as a registration system names it. */
export const CLICS_FILE_NAMES: Record<RegistrationKind, string> = {
  organizations: 'organizations.json',
  groups: 'groups.json',
  teams: 'teams.json',
  accounts: 'accounts.json',
};

function entriesOf(file: string, values: readonly unknown[]): RegistrationEntry[] {
  return values.map((value, index) => ({ source: `${file} #${index + 1}`, value }));
}

/** A JSON body's arrays, each entry named by its file and place in it. */
export function clicsInputFromBody(body: ClicsImportBody): RegistrationInput {
  const input: RegistrationInput = {};
  for (const kind of REGISTRATION_KINDS) {
    const values = body[kind];
    if (values) input[kind] = entriesOf(CLICS_FILE_NAMES[kind], values);
  }
  if (Object.keys(input).length === 0) throw new AppError('BAD_REQUEST', importMessages.chooseSomething);
  return input;
}

/** A file's JSON array; a file that is not one is refused whole (400), before anything is written. */
function arrayOfFile(file: string, text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new AppError('BAD_REQUEST', importMessages.notJson(file, error instanceof Error ? error.message : ''));
  }
  if (!Array.isArray(value)) throw new AppError('BAD_REQUEST', importMessages.notArray(file));
  if (value.length > REGISTRATION_MAX_OBJECTS) throw new AppError('BAD_REQUEST', importMessages.tooMany(file));
  return value;
}

/** The CLICS files found in a zip (by CLICS_FILE_NAMES), read as a body would give them. */
export function clicsInputFromFiles(files: ReadonlyMap<string, string>): RegistrationInput {
  const input: RegistrationInput = {};
  for (const kind of REGISTRATION_KINDS) {
    const file = CLICS_FILE_NAMES[kind];
    const text = files.get(file);
    if (text !== undefined) input[kind] = entriesOf(file, arrayOfFile(file, text));
  }
  return input;
}
