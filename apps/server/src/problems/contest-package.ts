import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CONTEST_FINALIZE_MODES,
  CONTEST_PROBLEM_LABEL_MAX_LENGTH,
  contestArchiveMessages,
  contestMessages,
  contestSettingsSchema,
  IOI_SCORE_MODES,
  MAX_CONTEST_PROBLEMS,
  REJECTED_ATTEMPT_PENALTY_MINUTES,
  type ContestSettings,
} from '@codeyard/shared';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { parseClicsRelativeTime, parseClicsTime } from '../services/clics/clics-time.js';
import { parsePackageYaml } from './codeyard-package.js';
import { PackageError } from './package-error.js';

/**
 * The contest files of a CLICS contest package (docs/contests.md, "Contest archives"):
 * `contest.yaml` (the contest), `problems.yaml` (its problems in order, with labels and colours) and
 * Codeyard's own `codeyard.yaml` for what CLICS has no place for (the description, rated, finalize).
 */

/** A CLICS identifier (anchored; the schema's pattern is not), long enough for any of our slugs. */
const IDENTIFIER = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_-])?$/;
const HEX_COLOUR = /^#[A-Fa-f0-9]{3}(?:[A-Fa-f0-9]{3})?$/;

const identifier = z.string().regex(IDENTIFIER, 'must be letters, digits, "_", "." or "-" (at most 64)');

const contestYamlSchema = z
  .object({
    name: z.string().trim().min(1, 'is required'),
    formal_name: z.string().optional(),
    start_time: z.string().nullable().optional(),
    duration: z.string({ error: 'is required, as h:mm:ss' }),
    scoreboard_freeze_duration: z.string().nullable().optional(),
    scoreboard_type: z.enum(['pass-fail', 'score'], { error: 'must be pass-fail or score' }).optional(),
    /** Minutes (2023-06) or a RELTIME (2026-01). */
    penalty_time: z.union([z.number(), z.string()]).optional(),
  })
  .loose();

const problemEntrySchema = z
  .object({
    id: identifier.optional(),
    /** The older Kattis and DOMjudge contest files name a problem's folder so. */
    short_name: identifier.optional(),
    label: z.string().trim().min(1).max(CONTEST_PROBLEM_LABEL_MAX_LENGTH).optional(),
    /** DOMjudge's problemset.yaml calls the label `letter`. */
    letter: z.string().trim().min(1).max(CONTEST_PROBLEM_LABEL_MAX_LENGTH).optional(),
    rgb: z.string().regex(HEX_COLOUR, 'must be #rgb or #rrggbb').optional(),
    color: z.string().trim().min(1).max(50).optional(),
    ordinal: z.number().int().optional(),
  })
  .loose()
  .refine((entry) => entry.id ?? entry.short_name, { message: 'needs an id' });

const problemsYamlSchema = z
  .array(problemEntrySchema, { error: 'must be a list of problems' })
  .min(1, contestMessages.problemsRequired)
  .max(MAX_CONTEST_PROBLEMS, contestMessages.problemsTooMany);

const codeyardContestSchema = z
  .object({
    description: z.string().optional(),
    rated: z.boolean().optional(),
    finalize: z.enum(CONTEST_FINALIZE_MODES).optional(),
    ioi_score_mode: z.enum(IOI_SCORE_MODES).optional(),
  })
  .loose();

/** One problem of the package: where its folder or zip is named, and what the contest calls it. */
export type ContestPackageEntry = { id: string; label: string | null; rgb: string | null; color: string | null };

export type ContestPackageFiles = { settings: ContestSettings; entries: ContestPackageEntry[] };

function issuesOf(file: string, error: z.ZodError): PackageError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')} ` : '';
  return new PackageError(`${file}: ${where}${issue?.message ?? 'is not valid'}`);
}

async function readYaml(directory: string, file: string): Promise<unknown> {
  const text = await fs.readFile(path.join(directory, file), 'utf8').catch(() => null);
  return text === null ? undefined : parsePackageYaml(text, file);
}

function relativeTime(value: string, key: string): number {
  const ms = parseClicsRelativeTime(value);
  if (ms === null) throw new PackageError(`contest.yaml: ${key} must be a time like 5:00:00, not "${value}"`);
  return ms;
}

/** penalty_time may only say what Codeyard's ICPC ranking counts; another penalty would change every rank. */
function checkPenalty(penalty: number | string | undefined): void {
  if (penalty === undefined) return;
  const minutes = typeof penalty === 'number' ? penalty : relativeTime(penalty, 'penalty_time') / 60_000;
  if (minutes !== REJECTED_ATTEMPT_PENALTY_MINUTES)
    throw new PackageError(
      `contest.yaml: penalty_time ${penalty} is not supported: Codeyard counts ${REJECTED_ATTEMPT_PENALTY_MINUTES} minutes per rejected attempt`,
    );
}

/**
 * The contest's settings from contest.yaml and codeyard.yaml, checked by the create form's own rules.
 * `startTime` (the import form's) replaces contest.yaml's start_time; without either the contest
 * cannot be scheduled, and the upload is refused.
 */
async function readSettings(root: string, startTime: string | undefined): Promise<ContestSettings> {
  const raw = await readYaml(root, 'contest.yaml');
  if (raw === undefined) throw new PackageError('contest.yaml is missing');
  const parsed = contestYamlSchema.safeParse(raw);
  if (!parsed.success) throw issuesOf('contest.yaml', parsed.error);
  const contest = parsed.data;
  const codeyardParsed = codeyardContestSchema.safeParse((await readYaml(root, 'codeyard.yaml')) ?? {});
  if (!codeyardParsed.success) throw issuesOf('codeyard.yaml', codeyardParsed.error);
  const codeyard = codeyardParsed.data;

  const durationMs = relativeTime(contest.duration, 'duration');
  const freezeMs = contest.scoreboard_freeze_duration
    ? relativeTime(contest.scoreboard_freeze_duration, 'scoreboard_freeze_duration')
    : 0;
  if (freezeMs % 60_000 !== 0) throw new PackageError('contest.yaml: scoreboard_freeze_duration must be whole minutes');
  const scoring = contest.scoreboard_type === 'score' ? 'ioi' : 'icpc';
  if (scoring === 'icpc') checkPenalty(contest.penalty_time);
  // contest.yaml is checked whole before the start time is asked for, so one upload reports what to fix in it.
  let startMs: number | null = null;
  if (startTime !== undefined) startMs = Date.parse(startTime);
  else if (contest.start_time) {
    startMs = parseClicsTime(contest.start_time);
    if (startMs === null)
      throw new PackageError(`contest.yaml: start_time must be a time like 2030-03-01T10:00:00+00:00`);
  }
  if (startMs === null || Number.isNaN(startMs))
    throw new AppError('BAD_REQUEST', contestArchiveMessages.startTimeMissing, {
      errors: [{ path: 'startTime', message: contestArchiveMessages.startTimeMissing }],
    });

  const settings = contestSettingsSchema.safeParse({
    title: contest.name,
    description: codeyard.description ?? contest.formal_name ?? contest.name,
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + durationMs).toISOString(),
    freezeMinutes: freezeMs / 60_000,
    rated: codeyard.rated ?? false,
    scoring,
    ioiScoreMode: codeyard.ioi_score_mode ?? 'best-submission',
    finalize: codeyard.finalize ?? 'auto',
  });
  // The create form's messages name its fields, not contest.yaml's keys, so they stand alone.
  if (!settings.success) throw new PackageError(`contest.yaml: ${settings.error.issues[0]?.message ?? 'is not valid'}`);
  return settings.data;
}

/** problems.yaml's problems in contest order (by `ordinal` when every one has it, else as listed). */
async function readEntries(root: string): Promise<ContestPackageEntry[]> {
  const raw = await readYaml(root, 'problems.yaml');
  if (raw === undefined) throw new PackageError('problems.yaml is missing');
  const parsed = problemsYamlSchema.safeParse(raw);
  if (!parsed.success) throw issuesOf('problems.yaml', parsed.error);
  const listed = parsed.data;
  const ordered = listed.every((entry) => entry.ordinal !== undefined)
    ? [...listed].sort((left, right) => (left.ordinal ?? 0) - (right.ordinal ?? 0))
    : listed;
  const entries = ordered.map((entry): ContestPackageEntry => {
    const colourIsHex = entry.color !== undefined && HEX_COLOUR.test(entry.color);
    return {
      id: (entry.id ?? entry.short_name)!,
      label: entry.label ?? entry.letter ?? null,
      rgb: entry.rgb ?? (colourIsHex ? entry.color! : null),
      color: entry.color !== undefined && !colourIsHex ? entry.color : null,
    };
  });
  const repeated = (values: (string | null)[]) =>
    values.find((value, index) => value !== null && values.indexOf(value) !== index);
  const id = repeated(entries.map((entry) => entry.id.toLowerCase()));
  if (id) throw new PackageError(`problems.yaml: problem "${id}" is listed twice`);
  const label = repeated(entries.map((entry) => entry.label));
  if (label) throw new PackageError(`problems.yaml: label "${label}" is given to two problems`);
  return entries;
}

export async function readContestFiles(root: string, startTime?: string): Promise<ContestPackageFiles> {
  return { settings: await readSettings(root, startTime), entries: await readEntries(root) };
}
