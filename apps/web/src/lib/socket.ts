import { io, type Socket } from 'socket.io-client';

import type {
  ClarificationEvent,
  CommentAddedEvent,
  CommentDeletedEvent,
  CommentUpdatedEvent,
  JudgingProgress,
} from '@codeyard/shared';

import { registerSocketRenewal, socketEndedByServer } from './socket-session';

/** The realtime events of docs/api.md, typed in both directions. */
export type ServerToClientEvents = {
  'problem-user-count': (count: number) => void;
  'submission-progress': (progress: JudgingProgress) => void;
  'comment-added': (event: CommentAddedEvent) => void;
  'comment-updated': (event: CommentUpdatedEvent) => void;
  'comment-deleted': (event: CommentDeletedEvent) => void;
  'contest-clarification': (event: ClarificationEvent) => void;
  /** Something on the contest's leaderboard changed (sent at most every 500 ms per contest). */
  'contest-standings-changed': (payload: { contestId: string }) => void;
};
export type ClientToServerEvents = {
  /** The acknowledgement (when asked for) comes once the socket is in the problem's room: from then on it hears every change. */
  'join-problem': (payload: { problemId: string }, acknowledge?: (answer: { joined: boolean }) => void) => void;
  'leave-problem': (payload: { problemId: string }) => void;
  /** Acknowledged (when asked) once the socket watches the contest: from then on it hears every change. */
  'watch-contest': (payload: { contestId: string }, acknowledge?: (answer: { watching: boolean }) => void) => void;
  'unwatch-contest': (payload: { contestId: string }) => void;
};
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The app's one socket, same origin, created on first use. Identity comes from the session
 * cookie, so the connection is renewed whenever the signed-in user changes (`renewSocket`).
 */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      withCredentials: true,
      // A WebSocket straight away: long polling first, then the upgrade, cost a page several requests
      // and main-thread work while it loads. Where a proxy refuses WebSockets, polling takes over.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
    });
    registerSocketRenewal(renewSocket);
    // socket.io does not reconnect after the server's own disconnect: the auth provider decides.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socketEndedByServer();
    });
  }
  return socket;
}

/** Reconnect so the server sees the current session cookie (after login or logout). */
function renewSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}
