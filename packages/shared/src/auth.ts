import { z } from 'zod';

/** Messages are part of the product contract (SPEC §5); forms and routes share them. */
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
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/** The hint under the signup password field repeats these rules. */
export const passwordHint =
  'At least 6 characters, starting with a capital letter, with uppercase, lowercase, a number and a special character (@$!%*?&).';

const emailSchema = z.string({ error: authMessages.invalidEmail }).trim().toLowerCase().pipe(z.email(authMessages.invalidEmail)).pipe(z.string().max(254, authMessages.invalidEmail));

export const loginSchema = z.object({
  emailid: emailSchema,
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(200, 'Password must be at most 200 characters long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  firstName: z
    .string({ error: authMessages.firstNameRequired })
    .trim()
    .min(1, authMessages.firstNameRequired)
    .max(50, 'First name must be at most 50 characters long'),
  emailid: emailSchema,
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(200, 'Password must be at most 200 characters long')
    .regex(/^[A-Z]/, authMessages.passwordCapital)
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/, authMessages.passwordComplexity),
});
export type SignupInput = z.infer<typeof signupSchema>;

export type Role = 'user' | 'admin';

/** What every auth answer carries as `user` (SPEC §3: ids exposed as `_id`). */
export type PublicUser = {
  _id: string;
  firstName: string;
  lastName: string | null;
  emailid: string;
  role: Role;
};

/** SPEC §6: role admin is recognised case-insensitively. */
export function isAdminRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.trim().toLowerCase() === 'admin';
}
