import { MessageCircleQuestion, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';

import {
  CLARIFICATION_MAX_LENGTH,
  isAdminRole,
  type ClarificationEvent,
  type ClarificationView,
  type ContestProblemView,
} from '@codeyard/shared';

import { StaffBadge } from '../../../components/ui/staff-badge';
import { serverMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useAuth } from '../../auth';
import { useAnnounce, useAnswerClarification, useAskClarification, useClarifications } from '../api/clarifications';
import { useLiveClarifications } from '../hooks/use-live-clarifications';
import { newestActivity, seenStorageKey, unreadCount } from '../utils/clarification-unread';
import { problemLetter } from '../utils/problem-letter';

type ClarificationsProps = { contestId: string; problems: readonly ContestProblemView[] };

/** How long a toast stays on screen (ms). */
const TOAST_MS = 8_000;

function problemName(problems: ClarificationsProps['problems'], problemId: string | null): string {
  if (problemId === null) return 'General';
  const index = problems.findIndex((problem) => problem._id === problemId);
  return index < 0 ? 'A problem' : `${problemLetter(index)}. ${problems[index]!.title}`;
}

function toastText(event: ClarificationEvent, jury: boolean): string | null {
  if (jury) return event.reason === 'question' ? 'New question for the jury' : null;
  if (event.reason === 'announcement') return `Announcement: ${event.clarification.text}`;
  if (event.reason === 'answer') return `The jury answered: ${event.clarification.answer ?? ''}`;
  return null;
}

function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-error">
      {serverMessage(error) ?? 'Could not send it; try again.'}
    </p>
  );
}

function TextField({ label, value, onChange }: { label: string; value: string; onChange: (next: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className="textarea w-full"
        rows={3}
        maxLength={CLARIFICATION_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function AskForm({ contestId, problems }: ClarificationsProps) {
  const ask = useAskClarification(contestId);
  const [problemId, setProblemId] = useState('');
  const [text, setText] = useState('');
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ problemId: problemId || null, text }, { onSuccess: () => setText('') });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          Question about
        </label>
        <select
          id={selectId}
          className="select w-full"
          value={problemId}
          onChange={(event) => setProblemId(event.target.value)}
        >
          <option value="">General</option>
          {problems.map((problem, index) => (
            <option key={problem._id} value={problem._id}>
              {problemLetter(index)}. {problem.title}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Your question" value={text} onChange={setText} />
      <ErrorLine error={ask.error} />
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={ask.isPending || !text.trim()}>
        Ask the jury
      </button>
    </form>
  );
}

function AnswerForm({ contestId, item }: { contestId: string; item: ClarificationView }) {
  const answer = useAnswerClarification(contestId);
  const [text, setText] = useState('');
  const [toAll, setToAll] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ clarificationId: item._id, text, toAll }, { onSuccess: () => setText('') });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <TextField label="Answer" value={text} onChange={setText} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={toAll}
          onChange={(event) => setToAll(event.target.checked)}
        />
        Send to everyone
      </label>
      <ErrorLine error={answer.error} />
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={answer.isPending || !text.trim()}>
        Send answer
      </button>
    </form>
  );
}

function AnnounceForm({ contestId }: { contestId: string }) {
  const announce = useAnnounce(contestId);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    announce.mutate({ text }, { onSuccess: () => setText('') });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <TextField label="Announcement" value={text} onChange={setText} />
      <ErrorLine error={announce.error} />
      <button type="submit" className="btn btn-sm self-start" disabled={announce.isPending || !text.trim()}>
        Announce to everyone
      </button>
    </form>
  );
}

function ClarificationItem({
  item,
  problems,
  children,
}: {
  item: ClarificationView;
  problems: ClarificationsProps['problems'];
  children?: React.ReactNode;
}) {
  const announcement = item.kind === 'announcement';
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-base-content/70">
        <span className={announcement ? 'badge badge-info badge-sm' : 'badge badge-ghost badge-sm'}>
          {announcement ? 'Announcement' : problemName(problems, item.problemId)}
        </span>
        {item.mine && <span className="badge badge-outline badge-sm">Your question</span>}
        {!announcement && item.toAll && <span className="badge badge-outline badge-sm">To everyone</span>}
        {item.askedBy && <span className="break-all">asked by {item.askedBy.name}</span>}
        {item.askedBy?.staff && <StaffBadge />}
        <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleTimeString()}</time>
      </div>
      <p className="break-words whitespace-pre-wrap">{item.text}</p>
      {!announcement &&
        (item.answer !== null ? (
          <p className="rounded-box bg-base-200 p-2 break-words whitespace-pre-wrap">
            <span className="font-semibold">Jury: </span>
            {item.answer}
          </p>
        ) : (
          <p className="text-sm text-base-content/70">Waiting for the jury&apos;s answer.</p>
        ))}
      {children}
    </li>
  );
}

function ClarificationsBody({ contestId, problems, jury }: ClarificationsProps & { jury: boolean }) {
  const list = useClarifications(contestId, true);
  const items = list.data?.clarifications ?? [];
  const waiting = items.filter((item) => item.kind === 'question' && item.answer === null);
  const rest = jury ? items.filter((item) => !waiting.includes(item)) : items;
  return (
    <div className="flex flex-col gap-4">
      {jury ? (
        <>
          <section aria-labelledby={`${contestId}-queue`} className="flex flex-col gap-2">
            <h3 id={`${contestId}-queue`} className="font-semibold">
              Unanswered questions ({waiting.length})
            </h3>
            {waiting.length === 0 ? (
              <p className="text-sm text-base-content/70">No question is waiting.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {waiting.map((item) => (
                  <ClarificationItem key={item._id} item={item} problems={problems}>
                    <AnswerForm contestId={contestId} item={item} />
                  </ClarificationItem>
                ))}
              </ul>
            )}
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">Announce</h3>
            <AnnounceForm contestId={contestId} />
          </section>
        </>
      ) : (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Ask the jury</h3>
          <AskForm contestId={contestId} problems={problems} />
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{jury ? 'Answered and announced' : 'Answers and announcements'}</h3>
        {list.isPending ? (
          <p className="text-sm text-base-content/70">Loading…</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-error">
            {list.error.message}
          </p>
        ) : rest.length === 0 ? (
          <p className="text-sm text-base-content/70">Nothing yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {rest.map((item) => (
              <ClarificationItem key={item._id} item={item} problems={problems} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
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
      <div
        role="status"
        aria-live="polite"
        className="toast toast-end toast-bottom pointer-events-none z-50 max-w-[calc(100vw-2rem)]"
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
