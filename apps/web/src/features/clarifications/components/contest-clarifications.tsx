import { MessageCircleQuestion, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { isAdminRole, type ClarificationEvent } from '@codeyard/shared';

import { storage } from '../../../lib/storage';
import { useAuth } from '../../auth';
import { useClarifications } from '../api/clarifications';
import { useLiveClarifications } from '../hooks/use-live-clarifications';
import { newestActivity, seenStorageKey, unreadCount } from '../utils/clarification-unread';
import { ClarificationsBody } from './clarifications-body';
import type { ClarificationsProps } from './clarifications-props';

/** How long a toast stays on screen (ms). */
const TOAST_MS = 8_000;

function toastText(event: ClarificationEvent, jury: boolean): string | null {
  if (jury) return event.reason === 'question' ? 'New question for the jury' : null;
  if (event.reason === 'announcement') return `Announcement: ${event.clarification.text}`;
  if (event.reason === 'answer') return `The jury answered: ${event.clarification.answer ?? ''}`;
  return null;
}

/**
 * The contest screens' "Clarifications" button (docs/contests.md#clarifications): its badge counts
 * unread answers and announcements (for the jury, unanswered questions); it opens the panel where a
 * contestant asks and reads, and the jury answers and announces. New answers and announcements
 * (new questions, for the jury) arrive live with a toast.
 */
export function ContestClarifications({ contestId, problems }: ClarificationsProps) {
  const { state } = useAuth();
  const jury = isAdminRole(state.user?.role);
  const signedIn = state.user !== null;
  const list = useClarifications(contestId, signedIn);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [seenUntil, setSeenUntil] = useState(() => storage.get(seenStorageKey(contestId)));
  const [toast, setToast] = useState<string | null>(null);
  const items = list.data?.clarifications ?? [];

  const onEvent = useCallback(
    (event: ClarificationEvent) => {
      const text = toastText(event, jury);
      if (text) setToast(text);
    },
    [jury],
  );
  useLiveClarifications(contestId, signedIn, onEvent);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // While the panel is open everything shown counts as read; it is remembered for the next visit.
  const newest = newestActivity(items);
  const readingNewer = open && newest !== null && (seenUntil === null || newest > seenUntil);
  const seen = readingNewer ? newest : seenUntil;
  useEffect(() => {
    if (readingNewer) storage.set(seenStorageKey(contestId), newest);
  }, [readingNewer, newest, contestId]);

  if (!signedIn) return null;
  const count = jury ? (list.data?.unanswered ?? 0) : unreadCount(items, seen);
  const countLabel = jury ? `${count} unanswered` : `${count} unread`;

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={count > 0 ? `Clarifications, ${countLabel}` : 'Clarifications'}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal?.();
        }}
      >
        <MessageCircleQuestion className="size-4" aria-hidden="true" />
        Clarifications
        {count > 0 && (
          <span className="badge badge-secondary badge-sm" aria-hidden="true" data-testid="clarifications-badge">
            {count}
          </span>
        )}
      </button>
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby={`${contestId}-clarifications-title`}
        onClose={() => {
          setOpen(false);
          setSeenUntil(storage.get(seenStorageKey(contestId)));
        }}
      >
        <div className="modal-box w-11/12 max-w-2xl">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={`${contestId}-clarifications-title`} className="text-lg font-bold">
              Clarifications
            </h2>
            <form method="dialog">
              <button type="submit" className="btn btn-ghost btn-sm btn-square" aria-label="Close clarifications">
                <X className="size-4" aria-hidden="true" />
              </button>
            </form>
          </div>
          {open && <ClarificationsBody contestId={contestId} problems={problems} jury={jury} />}
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1} aria-hidden="true">
            close
          </button>
        </form>
      </dialog>
      {/* Clear of the editor's Console / Run / Submit bar at the bottom: over the statement (the
          left half) on a wide screen, under the top bar where the editor sits below the statement. */}
      <div
        role="status"
        aria-live="polite"
        className="toast toast-end toast-top pointer-events-none top-[4.5rem] z-50 max-w-[calc(100vw-2rem)] lg:toast-start lg:toast-bottom lg:top-auto"
      >
        {toast && (
          <div
            className="alert alert-info pointer-events-auto max-w-sm break-words whitespace-normal"
            data-testid="clarification-toast"
          >
            <span>{toast}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => {
                setToast(null);
                setOpen(true);
                dialog.current?.showModal?.();
              }}
            >
              Open
            </button>
          </div>
        )}
      </div>
    </>
  );
}
