/**
 * The socket authenticates with the session cookie when it connects, so it must reconnect when
 * the signed-in person changes. This module only holds that hook: the auth provider calls it
 * without pulling socket.io-client into the main bundle (only the problem page needs it).
 */
let renew: (() => void) | null = null;

export function registerSocketRenewal(callback: () => void): void {
  renew = callback;
}

/** Reconnect the socket, if one exists, so the server sees the current session cookie. */
export function renewSocket(): void {
  renew?.();
}

let endedByServer: (() => void) | null = null;

/** Told when the server ends the socket itself: it does so when the session ends (logout in another tab, expiry). */
export function onSocketEndedByServer(callback: (() => void) | null): void {
  endedByServer = callback;
}

export function socketEndedByServer(): void {
  endedByServer?.();
}
