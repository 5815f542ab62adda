/** One error type for everything a route may answer; each code maps to one HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Shown to users as the JSON `message`. */
    message: string,
    /** Extra JSON fields of the answer, e.g. a verification report. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
