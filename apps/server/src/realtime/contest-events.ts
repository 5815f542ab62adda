import type { ClarificationEvent } from '@codeyard/shared';
import type { ClarificationViews } from '../services/contests/clarifications.js';

/**
 * Who hears a clarification event: the contest's jury (admins watching it), one user's sockets
 * (every tab, whatever page), or everyone watching the contest but the jury and, when set, one
 * user (who is sent their own view instead).
 */
export type ClarificationDelivery =
  { to: 'jury' } | { to: 'user'; userId: string } | { to: 'contest'; exceptUserId: string | null };

type Send = (contestId: string, delivery: ClarificationDelivery, event: ClarificationEvent) => void;

/**
 * Lets the clarification routes speak to a contest's socket rooms, although socket.io starts after
 * the routes are built; through the Redis adapter every server's sockets hear them. Each audience
 * is sent its own view: the jury's names the asker, the public one never does.
 */
export class ContestEvents {
  private send: Send | null = null;

  attach(send: Send): void {
    this.send = send;
  }

  questionAsked(views: ClarificationViews): void {
    this.emit(views.jury.contestId, { to: 'jury' }, 'question', views.jury);
  }

  /** A private answer reaches the asker only; one to all reaches every watcher (the asker with their own view). */
  questionAnswered(views: ClarificationViews): void {
    const contestId = views.jury.contestId;
    // Other admins see it leave the queue.
    this.emit(contestId, { to: 'jury' }, 'answer', views.jury);
    if (views.askerId) this.emit(contestId, { to: 'user', userId: views.askerId }, 'answer', views.asker);
    if (views.everyone) this.emit(contestId, { to: 'contest', exceptUserId: views.askerId }, 'answer', views.everyone);
  }

  announced(views: ClarificationViews): void {
    const contestId = views.jury.contestId;
    this.emit(contestId, { to: 'jury' }, 'announcement', views.jury);
    if (views.everyone) this.emit(contestId, { to: 'contest', exceptUserId: null }, 'announcement', views.everyone);
  }

  private emit(
    contestId: string,
    delivery: ClarificationDelivery,
    reason: ClarificationEvent['reason'],
    clarification: ClarificationEvent['clarification'],
  ): void {
    this.send?.(contestId, delivery, { contestId, reason, clarification });
  }
}
