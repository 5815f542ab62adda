import { useState } from 'react';
import { Link } from 'react-router';

import { contestMessages, type ContestWarning, type UpdateContestInput } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useContest, type ContestView } from '../api/get-contest';
import { useUpdateContest } from '../api/update-contest';
import {
  lockedContestFields,
  lockHints,
  teamsLockedAt,
  type ContestFormLocks,
  type LockableField,
} from '../utils/contest-edit-locks';
import { contestFormValues } from '../utils/contest-form-values';
import { ContestForm, type ContestFormSubmit } from './contest-form';
import { ContestStatusBadge } from './contest-status-badge';

const editRules = {
  upcoming: 'Before the start anything may change.',
  running: contestMessages.runningEditRule + '.',
  ended: contestMessages.endedEditRule + '.',
} as const;

const fieldNames: Record<LockableField, string> = {
  startTime: 'start time',
  endTime: 'end time',
  freezeMinutes: 'freeze',
  scoring: 'scoring',
  ioiScoreMode: 'problem score',
  problems: 'problems',
  finalize: 'results release',
};

type UnlockedContest = Extract<ContestView, { locked: false }>;

/** /admin/contests/:id/edit: sends only the fields the admin changed, so the server's status rules judge just those. */
export function EditContest({ contestId }: { contestId: string }) {
  const contestQuery = useContest(contestId);
  return (
    <AsyncState query={contestQuery} loadingLabel="Loading contest" className="m-4">
      {(contest) =>
        // Admins always get the full contest; a locked answer would mean the session is not an admin's.
        contest.locked ? (
          <div role="alert" className="alert alert-error m-4">
            {contest.message}
          </div>
        ) : (
          <EditContestForm contestId={contestId} contest={contest} />
        )
      }
    </AsyncState>
  );
}

function EditContestForm({ contestId, contest }: { contestId: string; contest: UnlockedContest }) {
  const updateContest = useUpdateContest();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [warnings, setWarnings] = useState<ContestWarning[]>([]);
  // By the status when the page loaded; a contest that starts meanwhile is refused by the server all the same.
  const locks: ContestFormLocks = {
    fields: lockedContestFields(contest.status),
    teams: teamsLockedAt(contest.status),
    hint: contest.status === 'ended' ? lockHints.ended : lockHints.running,
    ...(contest.status === 'running' ? { endHint: lockHints.laterEndOnly } : {}),
  };

  const onSubmit: ContestFormSubmit = async (input, changed) => {
    setNotice(null);
    const changes: UpdateContestInput = {};
    for (const field of changed) Object.assign(changes, { [field]: input[field] });
    if (Object.keys(changes).length === 0) {
      setNotice({ ok: true, text: 'Nothing changed.' });
      return 'keep';
    }
    try {
      const answer = await updateContest.mutateAsync({ contestId, changes });
      setNotice({ ok: true, text: answer.message });
      setWarnings(answer.warnings ?? []);
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
    return 'keep';
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Link to={paths.admin.contests.getHref()} className="link link-hover text-sm">
        Back to contests
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Edit Contest</h1>
        <ContestStatusBadge status={contest.status} />
      </div>
      <p className="text-base-content/70">{editRules[contest.status]}</p>
      {locks.fields.size > 0 && (
        <p role="note" className="rounded-box bg-base-200 p-3 text-sm">
          {locks.hint}:{' '}
          {[...locks.fields]
            .filter((field) => field !== 'ioiScoreMode' || contest.scoring === 'ioi')
            .map((field) => fieldNames[field])
            .concat(locks.teams ? ['team contest'] : [])
            .join(', ')}
          . They are shown disabled.
        </p>
      )}
      {notice && (
        <div role="alert" className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`}>
          {notice.text}
        </div>
      )}
      <ContestForm
        defaultValues={contestFormValues(contest)}
        onSubmit={onSubmit}
        submitLabel="Save Contest"
        locks={locks}
        savedWarnings={warnings}
        warnAboutPublicProblems={contest.status !== 'ended'}
      />
    </section>
  );
}
