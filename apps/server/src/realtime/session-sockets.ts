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
