import { authMessages, isAdminRole, lookAlikeReading } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { confusableSkeleton } from '../../lib/confusable-skeleton.js';

/**
 * Names nobody may sign up with (issue 30): beside a comment, on a board or on a profile they would
 * pass for Codeyard's staff. Admins' own accounts are made by trusted callers and are not checked.
 */
export const STAFF_NAME_WORDS = [
  'Admin',
  'Admins',
  'Administrator',
  'Sysadmin',
  'Superuser',
  'Root',
  'System',
  'Jury',
  'Judge',
  'Moderator',
  'Mod',
  'Support',
  'Staff',
  'Codeyard',
  'Official',
  'Organizer',
  'Organiser',
  'Webmaster',
] as const;

/**
 * Words that pass for staff only beside a staff word ("Support Team", "The Jury", "Head Judge",
 * "Codeyard Official"): alone, or beside a name ("Mary Root", "Team Rocket"), they are a person's.
 */
const STAFF_COMPANION_WORDS = ['The', 'Team', 'Bot', 'Account', 'Desk', 'Service', 'Office', 'Head', 'Chief', 'Member'];

/** Between the words of a name: spaces, underscores, dots, commas, hyphens and dashes. */
const WORD_SEPARATORS = /[\s_.,·\u2010-\u2015-]+/u;
const END_DIGITS = /^\p{Nd}+|\p{Nd}+$/gu;

/**
 * What a word reads as, whatever its script, case or look-alike characters: its Unicode TR #39
 * skeleton ("Аdmin" with a Cyrillic А, "ADMlN" with a small L), then lowercase with digits and
 * symbols read as letters ("Adm1n", "R00T"). Taken of the word as typed, in lower and in upper
 * case, since the confusables table knows some letters in one case only.
 */
function readingsOf(text: string): string[] {
  return [text, text.toLowerCase(), text.toUpperCase()].map((variant) => lookAlikeReading(confusableSkeleton(variant)));
}

const STAFF_READINGS = new Set(STAFF_NAME_WORDS.flatMap(readingsOf));
const COMPANION_READINGS = new Set(STAFF_COMPANION_WORDS.flatMap(readingsOf));

/** A name's words with the digits at their ends left off ("Admin 2", "Root_1"), numbers alone dropped. */
function wordsOf(name: string): string[] {
  return name
    .split(WORD_SEPARATORS)
    .map((word) => word.replace(END_DIGITS, ''))
    .filter(Boolean);
}

/** "Admin", "Аdmin", "ADMlN", "System Administrator", "Support Team", "Admin 2"; not "Mary Root". */
export function isStaffLikeName(name: string): boolean {
  const words = wordsOf(name).map(readingsOf);
  const isStaffWord = (readings: string[]) => readings.some((reading) => STAFF_READINGS.has(reading));
  const isCompanion = (readings: string[]) => readings.some((reading) => COMPANION_READINGS.has(reading));
  return words.some(isStaffWord) && words.every((readings) => isStaffWord(readings) || isCompanion(readings));
}

/** The readings of a whole name, word by word: two names that look alike share one. */
function nameReadings(name: string): string[] {
  const words = wordsOf(name);
  return [words.join(' '), words.join(' ').toLowerCase(), words.join(' ').toUpperCase()].map((variant) =>
    lookAlikeReading(confusableSkeleton(variant)),
  );
}

/** An admin's name as others see it (first and last name). */
function displayName(row: { first_name: string; last_name: string | null }): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ');
}

/**
 * Refuses a name for a new account that passes for staff: a staff word or look-alike
 * (`isStaffLikeName`), or an existing admin's name or a look-alike of it ("Grасе Hopper" with
 * Cyrillic letters for an admin Grace Hopper). Throws 400 with the message naming the field.
 */
export async function refuseStaffLikeName(database: DatabaseHandle, options: { firstName: string }): Promise<void> {
  if (isStaffLikeName(options.firstName)) throw new AppError('BAD_REQUEST', authMessages.firstNameStaff);
  const readings = new Set(nameReadings(options.firstName));
  // Roles are read case-insensitively (isAdminRole), so every account that is not plainly a user's is looked at.
  const staff = await database
    .selectFrom('users')
    .select(['first_name', 'last_name', 'role'])
    .where('role', '!=', 'user')
    .execute();
  const likeAnAdmin = staff.some(
    (row) => isAdminRole(row.role) && nameReadings(displayName(row)).some((reading) => readings.has(reading)),
  );
  if (likeAnAdmin) throw new AppError('BAD_REQUEST', authMessages.firstNameLikeAdmin);
}
