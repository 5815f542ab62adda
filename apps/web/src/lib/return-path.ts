/**
 * Where to go after signing in. The address comes from the URL (`/login?next=...`), which anyone
 * can write into a link, so only a path inside this app is accepted: no other origin
 * (`https://evil.com`, protocol-relative `//evil.com`, `/\evil.com` which browsers read as `//`),
 * no scheme (`javascript:`), and not the sign-in screens themselves (that would loop).
 */
export const RETURN_PARAM = 'next';

/** Long enough for any real address of the app, short enough that nobody smuggles a payload in. */
const MAX_RETURN_PATH_LENGTH = 2048;
const SIGN_IN_PATHS = new Set(['/login', '/signup']);
/** A placeholder origin to resolve against: any answer on another origin is foreign. */
const APP_ORIGIN = 'https://codeyard.invalid';

/** Tabs, newlines and other control characters (U+0000–U+001F, U+007F), which URL parsers silently drop. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return null;
  // Only a rooted path; control characters and backslashes are never part of one we wrote.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value))
    return null;

  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN) return null;
  if (SIGN_IN_PATHS.has(url.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?next=<returnTo>` when there is somewhere safe to return to other than home (the default anyway). */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== '/' ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}` : path;
}

/** The safe return path carried by an address's query, if any. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
