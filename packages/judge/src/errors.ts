/** The judge cannot start safely; `message` says why and `fix` says what to do about it. */
export class JudgeUnavailableError extends Error {
  readonly fix: string;

  constructor(reason: string, fix: string) {
    super(`${reason}\nHow to fix: ${fix}`);
    this.name = 'JudgeUnavailableError';
    this.fix = fix;
  }
}

/** A job asked for a language this judge does not offer (an optional toolchain not installed or broken). */
export class LanguageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LanguageUnavailableError';
  }
}
