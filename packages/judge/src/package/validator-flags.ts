import type { TokenOptions } from '../checkers/tokens.js';

/**
 * The Kattis default output validator's flags: case_sensitive, space_change_sensitive,
 * float_tolerance X (absolute and relative), float_absolute_tolerance X, float_relative_tolerance X.
 * Unknown flags are an error: silently ignoring one would judge differently from Kattis.
 */
export function parseValidatorFlags(flags: string): TokenOptions {
  const words = flags.trim().split(/\s+/).filter(Boolean);
  const options: TokenOptions = {};
  const number = (index: number, flag: string): number => {
    const value = Number(words[index]);
    if (words[index] === undefined || !Number.isFinite(value))
      throw new Error(`validator_flags: ${flag} needs a number`);
    return value;
  };
  for (let index = 0; index < words.length; index++) {
    const flag = words[index]!;
    switch (flag) {
      case 'case_sensitive':
        options.caseSensitive = true;
        break;
      case 'space_change_sensitive':
        options.spaceChangeSensitive = true;
        break;
      case 'float_tolerance': {
        const value = number(++index, flag);
        options.floatAbsoluteTolerance = value;
        options.floatRelativeTolerance = value;
        break;
      }
      case 'float_absolute_tolerance':
        options.floatAbsoluteTolerance = number(++index, flag);
        break;
      case 'float_relative_tolerance':
        options.floatRelativeTolerance = number(++index, flag);
        break;
      default:
        throw new Error(`validator_flags: unknown flag "${flag}"`);
    }
  }
  return options;
}
