/**
 * The one HTTP client of the app. Every call goes to the same-origin `/api`, sends the session
 * cookie and speaks JSON; every failure becomes an `ApiError` carrying the server's `message`
 * (docs/product.md §7: failures are read from the answer's `message` and status).
 */

export const API_BASE = '/api';

/** Fallback text when neither the server nor the network gave one (docs/product.md §8). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The parsed answer body, when there was one (e.g. a 422 verification report). */
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** True when the server answered (as opposed to the request never arriving). */
  get hasResponse(): boolean {
    return this.status > 0;
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Called when a signed-in call answers 401: the session ended (expired or revoked elsewhere).
 * The auth provider registers itself here so the app drops to the signed-out state.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

type RequestOptions = {
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the 401 handler (the session calls themselves expect 401s). */
  ignoreUnauthorized?: boolean;
};

function messageFrom(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one call and answers its body with the answer's headers (e.g. `Date`: the server's clock,
 * to the second, on answers that carry no `serverTime`).
 */
export async function requestWithHeaders<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const message = cause instanceof Error && cause.message ? cause.message : DEFAULT_ERROR_MESSAGE;
    throw new ApiError(message, 0, null);
  }

  const data = await parseBody(response);
  if (!response.ok) {
    const error = new ApiError(
      messageFrom(data) ?? (response.statusText || DEFAULT_ERROR_MESSAGE),
      response.status,
      data,
    );
    if (response.status === 401 && !options.ignoreUnauthorized) unauthorizedHandler?.(error);
    throw error;
  }
  return { data: data as T, headers: response.headers };
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).data;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** The `message` the server put in its answer, or null when it gave none (or never answered). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? messageFrom(error.data) : null;
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
