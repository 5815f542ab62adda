import {
  importMessages,
  REGISTRATION_KINDS,
  type ImportOutcome,
  type RefusedObject,
  type RegistrationImportAnswer,
  type RegistrationKind,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { importAccount } from './import-accounts.js';
import { importGroup } from './import-groups.js';
import { importOrganization } from './import-organizations.js';
import {
  entryId,
  entryName,
  refusalReason,
  type ImportedResult,
  type ImportRun,
  type RegistrationInput,
} from './import-run.js';
import { importTeam } from './import-teams.js';

const importers: Record<RegistrationKind, (run: ImportRun, value: unknown) => Promise<ImportedResult>> = {
  organizations: importOrganization,
  groups: importGroup,
  teams: importTeam,
  accounts: importAccount,
};

function emptyOutcome(): ImportOutcome {
  return { created: [], updated: [], unchanged: [], refused: [] };
}

/**
 * Imports a registration system's export (docs/contests.md#importing-teams): organisations, then
 * groups, then teams, then accounts, each object created or updated by its CLICS id on its own, so
 * a bad object is refused (with why) and the others are still written. Nothing is ever deleted,
 * so importing the same files again changes nothing. `refused` are entries refused before this
 * (TSV lines that could not be read), reported with the rest.
 */
export async function importRegistrations(
  database: DatabaseHandle,
  options: { input: RegistrationInput; refused?: Partial<Record<RegistrationKind, RefusedObject[]>>; nowMs: number },
): Promise<RegistrationImportAnswer> {
  const run: ImportRun = {
    database,
    nowMs: options.nowMs,
    refusedIds: { organizations: new Set(), groups: new Set(), teams: new Set(), accounts: new Set() },
    credentials: [],
  };
  const outcomes = {} as Record<RegistrationKind, ImportOutcome>;
  for (const kind of REGISTRATION_KINDS) {
    const outcome = emptyOutcome();
    outcomes[kind] = outcome;
    outcome.refused.push(...(options.refused?.[kind] ?? []));
    const seen = new Set<string>();
    for (const entry of options.input[kind] ?? []) {
      const id = entryId(entry.value);
      const refuse = (reason: string) =>
        outcome.refused.push({ id, name: entryName(entry.value), source: entry.source, reason });
      if (id !== null && seen.has(id)) {
        refuse(importMessages.listedTwice(id));
        continue;
      }
      if (id !== null) seen.add(id);
      try {
        const result = await importers[kind](run, entry.value);
        outcome[result.outcome].push(result.object);
      } catch (error) {
        const reason = refusalReason(error);
        if (reason === null) throw error;
        if (id !== null) run.refusedIds[kind].add(id);
        refuse(reason);
      }
    }
  }

  const count = (list: keyof ImportOutcome) =>
    REGISTRATION_KINDS.reduce((total, kind) => total + outcomes[kind][list].length, 0);
  const credentials = run.credentials.sort(
    (one, other) => one.team.localeCompare(other.team) || one.username.localeCompare(other.username),
  );
  return {
    message: importMessages.summary({
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    }),
    ...outcomes,
    credentials,
  };
}
