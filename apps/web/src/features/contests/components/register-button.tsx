import type { ContestSummary } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useRegisterForContest } from '../api/register-contest';

/** Before the start a user may sign up, so the contest shows on their dashboard and counts them in. */
export function RegisterButton({ contest }: { contest: Pick<ContestSummary, '_id' | 'title' | 'registered'> }) {
  const register = useRegisterForContest();
  if (contest.registered) return <span className="badge badge-success badge-soft">Registered</span>;
  return (
    <>
      {register.isError && (
        <span role="alert" className="text-sm text-error">
          {errorMessage(register.error)}
        </span>
      )}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={register.isPending}
        onClick={() => register.mutate(contest._id)}
        aria-label={`Register for ${contest.title}`}
      >
        Register
      </button>
    </>
  );
}
