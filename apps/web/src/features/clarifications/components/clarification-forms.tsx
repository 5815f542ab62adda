import { useState, type FormEvent } from 'react';

import type { ClarificationView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { useAnnounce, useAnswerClarification, useAskClarification } from '../api/clarifications';
import { ErrorLine, TextField } from './clarification-fields';
import type { ClarificationsProps } from './clarifications-props';

/** The panel's three forms: a contestant asks, the jury answers a question or announces to everyone. */
export function AskForm({ contestId, problems }: ClarificationsProps) {
  const ask = useAskClarification(contestId);
  const [problemId, setProblemId] = useState('');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ problemId: problemId || null, text }, { onSuccess: () => setText('') });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <Field label="Question about">
        {({ id }) => (
          <select
            id={id}
            className="select w-full"
            value={problemId}
            onChange={(event) => setProblemId(event.target.value)}
          >
            <option value="">General</option>
            {problems.map((problem) => (
              <option key={problem._id} value={problem._id}>
                {problem.label}. {problem.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label="Your question" value={text} onChange={setText} />
      <ErrorLine error={ask.error} />
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={ask.isPending || !text.trim()}>
        Ask the jury
      </button>
    </form>
  );
}

export function AnswerForm({ contestId, item }: { contestId: string; item: ClarificationView }) {
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

export function AnnounceForm({ contestId }: { contestId: string }) {
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
