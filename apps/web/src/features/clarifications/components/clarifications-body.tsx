import { useClarifications } from '../api/clarifications';
import { ClarificationItem } from './clarification-item';
import { AnnounceForm, AnswerForm, AskForm } from './clarification-forms';
import type { ClarificationsProps } from './clarifications-props';

/** The open panel: the jury's unanswered questions and announce form, or a contestant's ask form; then what was answered and announced. */
export function ClarificationsBody({ contestId, problems, jury }: ClarificationsProps & { jury: boolean }) {
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
