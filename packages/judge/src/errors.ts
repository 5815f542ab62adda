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

/** The judge is shutting down and handed this job back unjudged: whoever queued it keeps it for later. */
export class JudgeClosingError extends Error {
  constructor(message = 'The judge is shutting down: this job was handed back unjudged') {
    super(message);
    this.name = 'JudgeClosingError';
  }
}
