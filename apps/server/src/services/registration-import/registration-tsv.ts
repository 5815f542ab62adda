import {
  importMessages,
  TSV_REGISTRATION_KINDS,
  type RefusedObject,
  type RegistrationKind,
  type TsvImportBody,
  type TsvRegistrationKind,
} from '@codeyard/shared';
import { AppError } from '../../errors.js';
import type { RegistrationEntry, RegistrationInput } from './import-run.js';

/**
 * DOMjudge's legacy tab-separated files (its manual, "Adding contest data in bulk"; the CCS
 * specification's appendix), read into the CLICS objects the JSON import takes:
 * - `groups.tsv`: id, name;
 * - `teams.tsv` (version 1 or 2): team id, ICPC id (ignored), group id, team name, institution name,
 *   institution short name, country (ISO alpha-3), institution id; the institution becomes an
 *   organisation (id: the institution id, else its short name made an id);
 * - `accounts.tsv`: type, name, username, password (optional here: left empty, one is generated),
 *   IP (ignored); the username is the account's id, and a team account's team is the number in its
 *   username (`team-042` is team 42), as DOMjudge reads it.
 * Each file starts with `<kind><tab>1` or `File_Version<tab>1`.
 */

export const TSV_FILE_NAMES: Record<TsvRegistrationKind, string> = {
  groups: 'groups.tsv',
  teams: 'teams.tsv',
  accounts: 'accounts.tsv',
};

export type TsvRegistrations = {
  input: RegistrationInput;
  /** Lines that could not be read as an object at all. */
  refused: Partial<Record<RegistrationKind, RefusedObject[]>>;
};

type TsvLine = { source: string; fields: string[] };

/** A field as DOMjudge writes one: `\\`, `\t`, `\n` and `\r` escaped with a backslash; trimmed. */
function unescapeField(field: string): string {
  return field
    .replace(/\\(.)/g, (_escape, character: string) =>
      character === 't' ? '\t' : character === 'n' ? '\n' : character === 'r' ? '\r' : character,
    )
    .trim();
}

/** The data lines of a file (blank ones skipped), after its version line; 400 when that is wrong. */
function linesOf(kind: TsvRegistrationKind, text: string): TsvLine[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const versions = kind === 'teams' ? '[12]' : '1';
  if (!new RegExp(`^(File_Version|${kind})[\\t ]+${versions}\\s*$`, 'i').test(lines[0] ?? ''))
    throw new AppError('BAD_REQUEST', importMessages.tsvHeader(kind));
  return lines.flatMap((line, index) =>
    index === 0 || line.trim() === ''
      ? []
      : [{ source: `${TSV_FILE_NAMES[kind]} line ${index + 1}`, fields: line.split('\t').map(unescapeField) }],
  );
}

function refusedLine(line: TsvLine, reason: string): RefusedObject {
  return { id: line.fields[0] || null, name: null, source: line.source, reason };
}

/** Letters, digits, `_`, `.` and `-` of a name, as a CLICS id ("TU/e" → "TU-e"). */
function idFromName(name: string): string {
  return name
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
}

function groupsOf(text: string, into: TsvRegistrations): void {
  const entries: RegistrationEntry[] = [];
  for (const line of linesOf('groups', text)) {
    const [id, name] = line.fields;
    if (!id || !name)
      (into.refused.groups ??= []).push(refusedLine(line, importMessages.tsvFields('groups', 'an id and a name')));
    else entries.push({ source: line.source, value: { id, name } });
  }
  into.input.groups = entries;
}

function teamsOf(text: string, into: TsvRegistrations): void {
  const teams: RegistrationEntry[] = [];
  const organizations = new Map<string, RegistrationEntry>();
  for (const line of linesOf('teams', text)) {
    const [id, , groupId, name, institution, shortName, country, institutionId] = line.fields;
    if (!id || !name) {
      (into.refused.teams ??= []).push(
        refusedLine(
          line,
          importMessages.tsvFields('teams', 'a team id, an ICPC id (may be empty), a group id and a name'),
        ),
      );
      continue;
    }
    const organizationId = institutionId || idFromName(shortName || institution || '') || undefined;
    if (organizationId && !organizations.has(organizationId))
      organizations.set(organizationId, {
        source: line.source,
        value: {
          id: organizationId,
          name: shortName || institution,
          formal_name: institution || shortName,
          ...(country ? { country } : {}),
        },
      });
    teams.push({
      source: line.source,
      value: { id, name, ...(groupId ? { group_ids: [groupId] } : {}), organization_id: organizationId },
    });
  }
  into.input.organizations = [...organizations.values()];
  into.input.teams = teams;
}

function accountsOf(text: string, into: TsvRegistrations): void {
  const entries: RegistrationEntry[] = [];
  for (const line of linesOf('accounts', text)) {
    const [type, name, username, password] = line.fields;
    if (!type || !username) {
      (into.refused.accounts ??= []).push(
        refusedLine(line, importMessages.tsvFields('accounts', 'a type, a name, a username and a password')),
      );
      continue;
    }
    const teamAccount = type.toLowerCase() === 'team';
    const team = teamAccount ? /^[^0-9]*0*([0-9]+)[^0-9]*$/.exec(username)?.[1] : undefined;
    if (teamAccount && !team) {
      (into.refused.accounts ??= []).push({
        id: username,
        name: username,
        source: line.source,
        reason: importMessages.tsvTeamNumber(username),
      });
      continue;
    }
    entries.push({
      source: line.source,
      value: {
        id: username,
        type: type.toLowerCase(),
        username,
        ...(name ? { name } : {}),
        ...(password ? { password } : {}),
        ...(team ? { team_id: team } : {}),
      },
    });
  }
  into.input.accounts = entries;
}

/** The TSV files given (each its text) as one import's input; 400 when none is given or a version line is wrong. */
export function registrationsFromTsv(files: TsvImportBody): TsvRegistrations {
  const registrations: TsvRegistrations = { input: {}, refused: {} };
  if (!TSV_REGISTRATION_KINDS.some((kind) => files[kind] !== undefined))
    throw new AppError('BAD_REQUEST', importMessages.chooseSomeTsv);
  if (files.groups !== undefined) groupsOf(files.groups, registrations);
  if (files.teams !== undefined) teamsOf(files.teams, registrations);
  if (files.accounts !== undefined) accountsOf(files.accounts, registrations);
  return registrations;
}
