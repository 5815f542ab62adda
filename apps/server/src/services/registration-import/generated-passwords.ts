import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be mistaken for one another on a printed sheet (no 0/O/o, 1/l/I,
 * nor i, which sits too close to l and j in many fonts): contestants type these from paper.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 55: about 69 bits, beyond guessing through the sign-in limits for many lifetimes. */
export const GENERATED_PASSWORD_LENGTH = 12;

/** A password for an account whose registration gave none, drawn from the system's CSPRNG. */
export function generatePassword(): string {
  let password = '';
  for (let index = 0; index < GENERATED_PASSWORD_LENGTH; index += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
