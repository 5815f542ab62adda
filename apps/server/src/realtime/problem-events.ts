import type { CommentAddedEvent, CommentDeletedEvent, CommentUpdatedEvent } from '@codeyard/shared';

/** What the sockets watching one problem hear besides the live count. */
export type ProblemEventMap = {
  'comment-added': CommentAddedEvent;
  'comment-updated': CommentUpdatedEvent;
  'comment-deleted': CommentDeletedEvent;
};

type Emit = <Name extends keyof ProblemEventMap>(problemId: string, name: Name, payload: ProblemEventMap[Name]) => void;

/**
 * Lets HTTP routes speak to a problem's socket room, although socket.io starts after the routes
 * are built. Through the Redis adapter the event reaches sockets held by every server.
 */
/** Changes of one thing sent at most this often (milliseconds): a burst of likes is one broadcast of the last count. */
export const COALESCE_INTERVAL_MS = 500;

export class ProblemEvents {
  private emitToRoom: Emit | null = null;
  private readonly latest = new Map<string, () => void>();

  attach(emit: Emit): void {
    this.emitToRoom = emit;
  }

  emit<Name extends keyof ProblemEventMap>(problemId: string, name: Name, payload: ProblemEventMap[Name]): void {
    this.emitToRoom?.(problemId, name, payload);
  }

  /**
   * Sends the newest of the payloads given for `key` within COALESCE_INTERVAL_MS: the first
   * change starts the wait, later ones replace what will be sent.
   */
  emitCoalesced<Name extends keyof ProblemEventMap>(
    key: string,
    problemId: string,
    name: Name,
    payload: ProblemEventMap[Name],
  ): void {
    const waiting = this.latest.has(key);
    this.latest.set(key, () => this.emit(problemId, name, payload));
    if (waiting) return;
    const timer = setTimeout(() => {
      const send = this.latest.get(key);
      this.latest.delete(key);
      send?.();
    }, COALESCE_INTERVAL_MS);
    // A pending broadcast must not keep a closing process alive.
    timer.unref();
  }
}
