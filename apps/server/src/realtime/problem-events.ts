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
export class ProblemEvents {
  private emitToRoom: Emit | null = null;

  attach(emit: Emit): void {
    this.emitToRoom = emit;
  }

  emit<Name extends keyof ProblemEventMap>(problemId: string, name: Name, payload: ProblemEventMap[Name]): void {
    this.emitToRoom?.(problemId, name, payload);
  }
}
