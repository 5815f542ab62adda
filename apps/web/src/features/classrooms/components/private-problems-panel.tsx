import { useId, useState } from 'react';

import type { AssignmentProblem } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { usePrivateProblem } from '../api/assignment-mutations';
import { useProblemChoices } from '../api/get-problem-choices';

type PrivateProblemsPanelProps = { groupId: string; problems: AssignmentProblem[] };

/**
 * Problems only this group's members (with its teacher and admins) see. An admin may make any
 * problem private; a teacher may share one already private to another group they teach.
 */
export function PrivateProblemsPanel({ groupId, problems }: PrivateProblemsPanelProps) {
  const choices = useProblemChoices();
  const add = usePrivateProblem('add');
  const remove = usePrivateProblem('remove');
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const privateIds = new Set(problems.map((problem) => problem._id));
  const candidates = (choices.data ?? []).filter((problem) => !privateIds.has(problem._id));
  const failure = add.error ?? remove.error;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-base-content/70">
        Nobody outside the group sees these problems anywhere. Taking the group off a problem keeps it private; only an
        admin opens it to everyone again.
      </p>
      {problems.length === 0 ? (
        <p className="text-base-content/70">No private problems.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Private problems">
          {problems.map((problem) => (
            <li key={problem._id} className="flex items-center gap-2">
              <span className="flex-1 break-words">{problem.title}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={`Take this group off ${problem.title}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ groupId, id: problem._id })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Make a problem private to this group
          </label>
          <select
            id={selectId}
            className="select w-full"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Choose a problem</option>
            {candidates.map((problem) => (
              <option key={problem._id} value={problem._id}>
                {problem.title}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!chosen || add.isPending}
          onClick={() => add.mutate({ groupId, id: chosen }, { onSuccess: () => setChosen('') })}
        >
          Make private
        </button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(failure)}
        </p>
      )}
    </div>
  );
}
