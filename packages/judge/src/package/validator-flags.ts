import type { TokenOptions } from '../checkers/tokens.js';

/**
 * The Kattis default output validator's arguments: case_sensitive, space_change_sensitive,
 * float_tolerance X (absolute and relative), float_absolute_tolerance X, float_relative_tolerance X.
 * Unknown ones are an error: silently ignoring one would judge differently from Kattis. `key` names
 * where they were given in messages (`validator_flags`, `output_validator_args`).
 */
export function parseValidatorArguments(words: readonly string[], key = 'output_validator_args'): TokenOptions {
  const options: TokenOptions = {};
  const number = (index: number, flag: string): number => {
    const value = Number(words[index]);
    if (words[index] === undefined || !Number.isFinite(value)) throw new Error(`${key}: ${flag} needs a number`);
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
        throw new Error(`${key}: unknown flag "${flag}"`);
    }
  }
  return options;
}

/** problem.yaml's `validator_flags` (legacy): the default validator's arguments as one string. */
export function parseValidatorFlags(flags: string): TokenOptions {
  return parseValidatorArguments(flags.trim().split(/\s+/).filter(Boolean), 'validator_flags');
}
