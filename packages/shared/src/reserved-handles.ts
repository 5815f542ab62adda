/**
 * Handles that pass for Codeyard's staff (issue 30): nobody may choose one, so that a handle on a
 * board, a comment or a profile address never looks like an administrator's, the jury's or the
 * system's. Existing accounts keep theirs: the rule is applied where a handle is made.
 *
 * A handle is refused when, read the way a person reads it, it *is* one of these words:
 * - whatever its case ("ADMIN"), digits and symbols read as letters ("adm1n", "r00t", "5y5tem"),
 *   "rn" read as "m" and "vv" as "w" ("adrnin");
 * - with separators anywhere ("ad_min", "admin_", "a-d-m-i-n") and digits at either end ("admin2",
 *   "root_1", "2jury");
 * - or, for the words that name staff and nothing else (`STAFF_ONLY_WORDS`), when it is one of the
 *   handle's separated parts ("codeyard-admin", "admin_bob").
 * A handle that merely contains a word ("rooted", "systemic", "supporter", "adminbob") is a
 * person's own: Root, System or Jury may be part of a name ("mary-root" is allowed).
 *
 * Handles are ASCII (HANDLE_PATTERN), so this reads ASCII look-alikes; names, which may be in any
 * script, are compared by their Unicode confusable skeletons on the server.
 */
export const RESERVED_HANDLE_WORDS = [
  'admin',
  'admins',
  'administrator',
  'administrators',
  'sysadmin',
  'superuser',
  'root',
  'system',
  'jury',
  'judge',
  'judges',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'support',
  'helpdesk',
  'staff',
  'codeyard',
  'official',
  'officials',
  'organizer',
  'organiser',
  'organizers',
  'organisers',
  'security',
  'operator',
  'webmaster',
  'postmaster',
  'abuse',
  'noreply',
] as const;

/** Words that name staff and nothing else: refused even as one part of a handle ("codeyard-admin"). */
const STAFF_ONLY_WORDS = new Set([
  'admin',
  'admins',
  'administrator',
  'administrators',
  'sysadmin',
  'superuser',
  'moderator',
  'moderators',
  'staff',
  'codeyard',
]);

/** Digits and symbols people write for letters ("l33t"); `1`, `l`, `i`, `!` and `|` all read as one stroke. */
const LOOK_ALIKE_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '!': 'i',
  '|': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

const SEPARATORS = /[\s_.-]+/;
const END_DIGITS = /^\d+|\d+$/g;

/**
 * The letters a reader sees in ASCII text: lowercase, digits and symbols read as the letters they
 * stand for, "rn" as "m", "vv" as "w". Two texts with one reading look alike; it is for comparing,
 * never for showing. (The server reads names in any script through their Unicode skeleton first.)
 */
export function lookAlikeReading(text: string): string {
  return [...text.toLowerCase()]
    .map((character) => LOOK_ALIKE_LETTERS[character] ?? character)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

const RESERVED_READINGS = new Set(RESERVED_HANDLE_WORDS.map(lookAlikeReading));
const STAFF_ONLY_READINGS = new Set([...STAFF_ONLY_WORDS].map(lookAlikeReading));

/** What a run of characters may be read as: its letters, and its letters without the digits at its ends. */
function readings(text: string): string[] {
  return [lookAlikeReading(text), lookAlikeReading(text.replace(END_DIGITS, ''))];
}

/** Whether a handle passes for staff (see above); its case and Unicode form do not matter. */
export function isReservedHandle(handle: string): boolean {
  const text = handle.normalize('NFKC').trim();
  const parts = text.split(SEPARATORS).filter(Boolean);
  if (readings(parts.join('')).some((reading) => RESERVED_READINGS.has(reading))) return true;
  return parts.some((part) => readings(part).some((reading) => STAFF_ONLY_READINGS.has(reading)));
}
