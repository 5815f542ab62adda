import { z } from 'zod';
import type { Role } from './roles.js';
import { HANDLE_PATTERN, handleSchema } from './profile.js';

/** Messages are part of the product contract (docs/product.md §5); forms and routes share them. */
export const authMessages = {
  firstNameRequired: 'First name is required',
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordCapital: 'Password must start with a capital letter',
  passwordComplexity: 'Password must include uppercase, lowercase, number, and special character',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'Please log in to continue',
  adminOnly: 'Admin access required',
  nameCharacters: 'Names cannot contain control characters or text-direction marks',
  nameInvisible: 'Names cannot contain invisible or blank characters',
  nameNoLetters: 'Names must contain a letter, digit or symbol that shows',
  /** Issue 30: checked by the server at sign-up, which compares names by their Unicode look-alike skeleton. */
  firstNameStaff: 'First name looks like a staff name (Admin, Jury, Moderator, System…): choose another',
  firstNameLikeAdmin: 'First name looks like the name of a Codeyard admin: choose another',
} as const;

/**
 * Characters that are invisible or reorder the text around them: C0/C1 controls, line and
 * paragraph separators, and the bidi marks, embeddings, overrides and isolates (U+061C, U+200E–F,
 * U+202A–E, U+2066–9). In a name they can disguise it or scramble the text it is shown in.
 * Joiners (U+200C/D) stay allowed: several scripts and emoji need them.
 */
const DISRUPTIVE_CHARACTERS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that do not show, with which one name can pass for another ("ann" and "ann" with a
 * zero-width space, "a" soft hyphen "nn"): format characters, default-ignorable code points (soft
 * hyphen, zero-width space, Hangul fillers…) and blank-looking symbols (U+2800 braille blank).
 * Joiners and variation selectors right after a visible character stay allowed: Persian, Indic
 * scripts and emoji sequences need them.
 */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u3164\uFFA0\u115F\u1160]/u;
// eslint-disable-next-line no-misleading-character-class -- joiners and variation selectors are matched one by one on purpose, to be let through
const NEEDED_JOINERS = /(?<=[\p{L}\p{N}\p{S}\p{M}])[\u200C\u200D\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** A character that shows: a letter, digit, symbol or punctuation (marks alone only decorate). */
const VISIBLE_CHARACTER = /[\p{L}\p{N}\p{S}\p{P}]/u;

/**
 * A person's name (first or last): trimmed, in Unicode NFC (so the same name is the same text),
 * within `maxLength`, free of control, bidi and invisible characters, with something that shows.
 */
export function personNameSchema(options: { requiredMessage: string; tooLongMessage: string; maxLength?: number }) {
  return z
    .string({ error: options.requiredMessage })
    .trim()
    .normalize('NFC')
    .min(1, options.requiredMessage)
    .max(options.maxLength ?? 50, options.tooLongMessage)
    .refine((name) => !DISRUPTIVE_CHARACTERS.test(name), authMessages.nameCharacters)
    .refine((name) => !INVISIBLE_CHARACTERS.test(name.replace(NEEDED_JOINERS, '')), authMessages.nameInvisible)
    .refine((name) => VISIBLE_CHARACTER.test(name), authMessages.nameNoLetters);
}

export const PASSWORD_MIN_LENGTH = 6;

/** The hint under the signup password field repeats these rules. */
export const passwordHint =
  'At least 6 characters, starting with a capital letter, with uppercase, lowercase, a number and a special character (@$!%*?&).';

const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(authMessages.invalidEmail))
  .pipe(z.string().max(254, authMessages.invalidEmail));

/**
 * What the login call's `emailid` names an account by (issue 34): its email, or its handle, as an
 * account imported from a registration system signs in with the username on its credentials sheet.
 * Kept lowercase; anything that is neither answers the specification's 'Invalid email address'.
 */
export const signInNameSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .refine(
    (name) => (name.includes('@') ? emailSchema.safeParse(name).success : HANDLE_PATTERN.test(name)),
    authMessages.invalidEmail,
  );

/** True when a sign-in name (as signInNameSchema leaves it) is an email rather than a handle. */
export function isEmailSignInName(name: string): boolean {
  return name.includes('@');
}

export const loginSchema = z.object({
  emailid: signInNameSchema,
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(200, 'Password must be at most 200 characters long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  firstName: personNameSchema({
    requiredMessage: authMessages.firstNameRequired,
    tooLongMessage: 'First name must be at most 50 characters long',
  }),
  emailid: emailSchema,
  /** Optional for the spec's form (which has no such field): one is derived from the first name. */
  handle: handleSchema.optional(),
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(200, 'Password must be at most 200 characters long')
    .regex(/^[A-Z]/, authMessages.passwordCapital)
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/, authMessages.passwordComplexity),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** A signed-in person as both apps hold one (camelCase); the API answers it as `PublicUser` (see api-edge.ts). */
export type User = {
  _id: string;
  /** Unique, lowercase; the public profile lives at /u/:handle. */
  handle: string;
  firstName: string;
  lastName: string | null;
  email: string;
  role: Role;
};

/** What every auth answer carries as `user`, in the API's spelling (docs/product.md §3: ids exposed as `_id`, the address as `emailid`). */
export type PublicUser = {
  _id: string;
  handle: string;
  firstName: string;
  lastName: string | null;
  emailid: string;
  role: Role;
};
