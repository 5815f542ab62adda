import crypto from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@codeyard/shared';

/**
 * A fresh join code: each character drawn with crypto.randomInt (uniform, from the operating
 * system's generator), so a code is 50 bits nobody can predict from others they have seen.
 */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1)
    code += JOIN_CODE_ALPHABET[crypto.randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}
