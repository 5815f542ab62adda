import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { contestMessages, type ContestWarning } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useCreateContest } from '../api/create-contest';
import { emptyContestForm } from '../utils/contest-form-values';
import { ContestForm, type ContestFormSubmit } from './contest-form';

type Outcome = { ok: true; contestId: string } | { ok: false; detail: string | null };

/** /admins/createcontest (docs/product.md §2 "Create contest form", §8 alerts). */
export function CreateContest() {
  const createContest = useCreateContest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Kept after the form is cleared: the new contest's public problems, until the next save.
  const [warnings, setWarnings] = useState<ContestWarning[]>([]);
  // The outcome shows above the form, out of sight of the button that was pressed: focusing it
  // scrolls it into view and has screen readers read it.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const onSubmit: ContestFormSubmit = async (input) => {
    setOutcome(null);
    try {
      const answer = await createContest.mutateAsync(input);
      setOutcome({ ok: true, contestId: answer.contest._id });
      setWarnings(answer.warnings ?? []);
      return 'reset';
    } catch (error) {
      setOutcome({ ok: false, detail: serverMessage(error) });
      return 'keep';
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Create Contest</h1>
        <Link to={paths.admin.contests.getHref()} className="link link-hover text-sm">
          Manage contests
        </Link>
      </div>
      {outcome?.ok === true && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="alert alert-success">
          <span>{contestMessages.created}</span>
          <Link to={paths.contest.getHref(outcome.contestId)} className="link">
            Open it
          </Link>
        </div>
      )}
      {outcome?.ok === false && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="alert alert-error flex-col items-start gap-1">
          <span>{contestMessages.createFailed}</span>
          {outcome.detail && outcome.detail !== contestMessages.createFailed && (
            <span className="text-sm">{outcome.detail}</span>
          )}
        </div>
      )}
      <ContestForm
        defaultValues={emptyContestForm}
        onSubmit={onSubmit}
        submitLabel="Create Contest"
        savedWarnings={warnings}
      />
    </section>
  );
}
