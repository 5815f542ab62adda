import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, personNameSchema } from './auth.js';
import { HANDLE_PATTERN } from './profile.js';
import { isReservedHandle } from './reserved-handles.js';
import {
  createCategorySchema,
  createOrganizationSchema,
  createTeamSchema,
  TEAM_NAME_MAX_LENGTH,
  teamMessages,
} from './teams.js';

/**
 * Importing a registration system's export (issue 34, item 3; docs/contests.md#importing-teams):
 * the CLICS files `organizations.json`, `groups.json`, `teams.json` and `accounts.json` (or
 * DOMjudge's legacy `groups.tsv`, `teams.tsv`, `accounts.tsv`), created or updated by their ids.
 */

/** The kinds of object an import writes, in the order it writes them (each refers to the ones before). */
export const REGISTRATION_KINDS = ['organizations', 'groups', 'teams', 'accounts'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** The legacy TSV files DOMjudge imports (organisations come inside teams.tsv). */
export const TSV_REGISTRATION_KINDS = ['groups', 'teams', 'accounts'] as const;
export type TsvRegistrationKind = (typeof TSV_REGISTRATION_KINDS)[number];

/** Most objects of one kind in one import: a World Finals is about 150 teams, a big regional 1,000. */
export const REGISTRATION_MAX_OBJECTS = 10_000;
/** Longest TSV file text, in characters (DOMjudge's files are a few hundred bytes a line). */
export const REGISTRATION_TSV_MAX_LENGTH = 5_000_000;
/** Largest zip of the files accepted, in megabytes: JSON of a thousand teams is well under one. */
export const REGISTRATION_ZIP_MAX_MEGABYTES = 10;
/** Longest CLICS id we keep (CLICS allows 36; registration systems' ids are shorter still). */
export const CLICS_ID_MAX_LENGTH = 100;

/**
 * Imported accounts have no email (CLICS accounts carry none), but every account needs one: theirs
 * is `<username>@import.invalid`, an address that can never receive mail (RFC 2606 reserves
 * `.invalid`). They sign in with their username.
 */
export const IMPORTED_EMAIL_DOMAIN = 'import.invalid';

export const importMessages = {
  notAnObject: 'Each entry must be a JSON object',
  id: `id must be a CLICS identifier: 1 to ${CLICS_ID_MAX_LENGTH} letters, digits, _, . or -, not starting with . or -`,
  listedTwice: (id: string) => `The id "${id}" is listed more than once; only its first entry is imported`,
  teamName: teamMessages.teamName,
  groupIds: 'group_ids must be a list of group ids',
  oneGroup: (count: number) => `Codeyard puts a team in one category, and this team names ${count} groups`,
  hiddenTeam: 'Codeyard hides a team through its category: put the team in a group with "hidden": true',
  unknownReference: (kind: 'organisation' | 'group' | 'team', id: string) =>
    `No ${kind} has the id "${id}" (neither in this import nor imported before)`,
  refusedReference: (kind: 'organisation' | 'group' | 'team', id: string) =>
    `Its ${kind} "${id}" was refused, so it cannot be used`,
  accountType: 'type must be "team": Codeyard imports contestants\' accounts (type team) and no other kind',
  juryAccount: (type: string) =>
    `${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} account is not imported: Codeyard's jury are its admins, made with \`npm run admin -- create\`, since an uploaded file should not hand out admin rights`,
  otherAccount: (type: string) => `Codeyard has no ${type} accounts; only team accounts are imported`,
  teamRequired: 'A team account needs the team_id of its team',
  username: 'username must be 3 to 24 letters, digits, _ or -, starting with a letter or digit: it becomes the handle',
  usernameReserved: 'username could pass for Codeyard staff (admin, jury, moderator, system…): choose another',
  usernameTaken: (username: string) => `The username "${username}" is taken by another account`,
  password: `password must be ${PASSWORD_MIN_LENGTH} to 200 characters, the lengths the sign-in form takes`,
  name: `name must be 1 to ${TEAM_NAME_MAX_LENGTH} characters`,
  adminAccount: "This account is an admin's now: an import changes only contestants' accounts",
  teamFull: (team: string, most: number) => `The team "${team}" already has ${most} members, the most a team may have`,
  raced: 'Another change took its name or id while it was being imported; import it again',
  chooseSomething: 'Give at least one of organizations, groups, teams or accounts',
  chooseSomeTsv: 'Give at least one of groups.tsv, teams.tsv or accounts.tsv',
  zipEmpty: (names: readonly string[]) => `The zip holds none of ${names.join(', ')}`,
  zipInvalid: (reason: string) => `Invalid zip: ${reason}`,
  zipTooLarge: (megabytes: number) => `The zip must be at most ${megabytes} MB`,
  chooseZip: 'Choose a zip to upload in the "file" field',
  chooseZipFile: 'Choose a zip holding organizations.json, groups.json, teams.json and/or accounts.json',
  notJson: (file: string, reason: string) => `${file} is not valid JSON: ${reason}`,
  notArray: (file: string) => `${file} must hold a JSON array, one object per entry`,
  tooMany: (file: string) => `${file} has more than ${REGISTRATION_MAX_OBJECTS} entries`,
  tsvHeader: (kind: TsvRegistrationKind) =>
    `${kind}.tsv must start with the line "${kind}<tab>${kind === 'teams' ? '1 (or 2)' : '1'}" or "File_Version<tab>${kind === 'teams' ? '1 (or 2)' : '1'}"`,
  tsvFields: (kind: TsvRegistrationKind, fields: string) => `A line of ${kind}.tsv needs ${fields}, separated by tabs`,
  tsvTeamNumber: (username: string) =>
    `The username "${username}" holds no team number (team-042 is the account of team 42)`,
  summary: (counts: { created: number; updated: number; unchanged: number; refused: number }) =>
    `Import done: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`,
} as const;

/** A CLICS identifier; the integer ids DOMjudge's files sometimes hold are taken as their digits. */
const clicsIdSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value),
  z
    .string({ error: importMessages.id })
    .regex(new RegExp(`^[A-Za-z0-9_][A-Za-z0-9_.-]{0,${CLICS_ID_MAX_LENGTH - 1}}$`), importMessages.id),
);

/** The files' arrays as written; each entry is checked on its own, so one bad entry refuses only itself. */
const entriesSchema = z
  .array(z.unknown(), { error: 'Each file must be a list (the JSON array the file holds)' })
  .max(REGISTRATION_MAX_OBJECTS, `At most ${REGISTRATION_MAX_OBJECTS} entries of each kind`);

/** POST /admin/import/clics as JSON: each file's array as the file holds it. */
export const clicsImportBodySchema = z.strictObject({
  organizations: entriesSchema.optional(),
  groups: entriesSchema.optional(),
  teams: entriesSchema.optional(),
  accounts: entriesSchema.optional(),
});
export type ClicsImportBody = z.input<typeof clicsImportBodySchema>;

const tsvTextSchema = z
  .string({ error: 'Each TSV file must be given as its text' })
  .max(REGISTRATION_TSV_MAX_LENGTH, `Each TSV file must be at most ${REGISTRATION_TSV_MAX_LENGTH} characters`);

/** POST /admin/import/tsv as JSON: each file's text. */
export const tsvImportBodySchema = z.strictObject({
  groups: tsvTextSchema.optional(),
  teams: tsvTextSchema.optional(),
  accounts: tsvTextSchema.optional(),
});
export type TsvImportBody = z.input<typeof tsvImportBodySchema>;

/**
 * A CLICS organisation. Left out, `country` keeps what an earlier import stored; null clears it.
 * `formal_name` left out or empty is the name, as for an organisation made by hand.
 */
export const clicsOrganizationSchema = z.object(
  {
    id: clicsIdSchema,
    name: createOrganizationSchema.shape.name,
    formal_name: createOrganizationSchema.shape.formalName,
    country: createOrganizationSchema.shape.country,
  },
  { error: importMessages.notAnObject },
);
export type ClicsOrganization = z.output<typeof clicsOrganizationSchema>;

/** A CLICS group: a category. `hidden` (DOMjudge's; 2023-06 has none) left out keeps what was stored. */
export const clicsGroupSchema = z.object(
  {
    id: clicsIdSchema,
    name: createCategorySchema.shape.name,
    hidden: z.boolean({ error: teamMessages.hidden }).nullish(),
  },
  { error: importMessages.notAnObject },
);
export type ClicsGroup = z.output<typeof clicsGroupSchema>;

/**
 * A CLICS team, named by its `display_name` when it has one (what boards show), else its `name`.
 * Left out, `organization_id` and `group_ids` keep what was stored; null (or no groups) clears them.
 */
export const clicsTeamSchema = z
  .object(
    {
      id: clicsIdSchema,
      name: z.string({ error: importMessages.teamName }),
      display_name: z.string({ error: importMessages.teamName }).nullish(),
      organization_id: clicsIdSchema.nullish(),
      group_ids: z.array(clicsIdSchema, { error: importMessages.groupIds }).nullish(),
      hidden: z.boolean({ error: teamMessages.hidden }).nullish(),
    },
    { error: importMessages.notAnObject },
  )
  .transform(({ display_name: displayName, ...team }) => ({
    ...team,
    name: displayName?.trim() ? displayName : team.name,
  }))
  .pipe(
    z.object({
      id: z.string(),
      name: createTeamSchema.shape.name,
      organization_id: z.string().nullish(),
      group_ids: z.array(z.string()).nullish(),
      hidden: z.boolean().nullish(),
    }),
  );
export type ClicsTeam = z.output<typeof clicsTeamSchema>;

const accountTypeSchema = z.unknown().superRefine((type, context) => {
  if (type === 'team') return;
  const message =
    type === 'judge' || type === 'admin'
      ? importMessages.juryAccount(type)
      : type === 'analyst' || type === 'staff'
        ? importMessages.otherAccount(type)
        : importMessages.accountType;
  context.addIssue({ code: 'custom', message });
});

/**
 * A CLICS account of type `team`: a contestant, member of the team `team_id`. Its username becomes
 * its handle (lowercase); its name, when given, its first name. Left out, `password` keeps the
 * account's password (a new account gets a generated one).
 */
export const clicsAccountSchema = z
  .object(
    {
      // Checked first, so a judge's account is refused for what it is rather than for a missing team.
      type: accountTypeSchema,
      id: clicsIdSchema,
      username: z
        .string({ error: importMessages.username })
        .trim()
        .toLowerCase()
        .regex(HANDLE_PATTERN, importMessages.username)
        .refine((handle) => !isReservedHandle(handle), importMessages.usernameReserved),
      // Blank is no password: a new account gets a generated one.
      password: z
        .preprocess(
          (password) => (password === '' ? undefined : password),
          z
            .string({ error: importMessages.password })
            .min(PASSWORD_MIN_LENGTH, importMessages.password)
            .max(200, importMessages.password)
            .nullish(),
        )
        .optional(),
      team_id: clicsIdSchema.nullish(),
      // Blank is no name: the account is then named after its team.
      name: z
        .preprocess(
          (name) => (typeof name === 'string' && name.trim() === '' ? undefined : name),
          personNameSchema({
            requiredMessage: importMessages.name,
            tooLongMessage: importMessages.name,
            maxLength: TEAM_NAME_MAX_LENGTH,
          }).nullish(),
        )
        .optional(),
    },
    { error: importMessages.notAnObject },
  )
  .superRefine((account, context) => {
    if (account.team_id == null)
      context.addIssue({ code: 'custom', path: ['team_id'], message: importMessages.teamRequired });
  });
export type ClicsAccount = z.output<typeof clicsAccountSchema>;

/** One object an import wrote or found as it was: its CLICS id, the name it goes by, and our id. */
export type ImportedObject = { id: string; name: string; _id: string };

/** One object an import left alone, and why; `source` says where it was ("teams.json #3", "teams.tsv line 4"). */
export type RefusedObject = { id: string | null; name: string | null; source: string; reason: string };

export type ImportOutcome = {
  created: ImportedObject[];
  updated: ImportedObject[];
  unchanged: ImportedObject[];
  refused: RefusedObject[];
};

/**
 * A password the import set or was given, shown once for the credentials sheets and never stored
 * in plain text: `team` is the team's name, `name` the account's.
 */
export type ImportCredential = {
  team: string;
  organization: string | null;
  name: string;
  username: string;
  password: string;
};

/** What both import calls answer. */
export type RegistrationImportAnswer = { message: string; credentials: ImportCredential[] } & Record<
  RegistrationKind,
  ImportOutcome
>;

/**
 * The first reason a failed parse gives, named by its field where the message does not already
 * start with it ("group_ids.1: id must be…", but "password must be…" as it is).
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return importMessages.notAnObject;
  const field = issue.path.map(String).join('.');
  const message = issue.message.toLowerCase();
  if (!field || message.startsWith(field.toLowerCase()) || message.startsWith(field.replace(/_/g, ' ').toLowerCase()))
    return issue.message;
  return `${field}: ${issue.message}`;
}
