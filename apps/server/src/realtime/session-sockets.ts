import type { Socket } from 'socket.io';
import { hashToken } from '../services/users/sessions.js';

/** The room every socket of one session joins; named by the token's hash, never the token. */
export const sessionRoom = (token: string) => `session:${hashToken(token)}`;

/**
 * Lets HTTP routes end a session's sockets, although socket.io starts after the routes are built.
 * With the Redis adapter the disconnection reaches sockets held by every server.
 */
export class SessionSockets {
  private disconnectRoom: ((room: string) => void) | null = null;

  attach(disconnectRoom: (room: string) => void): void {
    this.disconnectRoom = disconnectRoom;
  }

  /** Call when a session ends (logout, revocation): its sockets stop receiving that user's events. */
  disconnect(token: string): void {
    this.disconnectRoom?.(sessionRoom(token));
  }
}

/** The longest a Node timer waits (about 24.8 days); sessions may last longer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends a signed-in socket when its session expires, as a logout would: without it, a tab left
 * open kept hearing its user's judging progress after the session was over. Long waits are taken
 * in steps, as a session may outlast one timer. The time left is read from the app's clock
 * (`clock`, context.clock()), the one the session's expiry was set and is checked by.
 */
export function endSocketAtSessionExpiry(socket: Socket, expiresAtMs: number, clock: () => number): void {
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    const remainingMs = expiresAtMs - clock();
    if (remainingMs <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(wait, Math.min(remainingMs, LONGEST_TIMER_MS));
    // A pending expiry must not keep a closing process alive.
    timer.unref();
  };
  wait();
  socket.once('disconnect', () => clearTimeout(timer));
}
