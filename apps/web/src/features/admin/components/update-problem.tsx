import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import type { UpdateProblemBody, VerificationFailure } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { paths } from '../../../config/paths';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useAdminProblem } from '../api/get-admin-problem';
import { useUpdateProblem } from '../api/update-problem';
import { problemFormValuesFrom, type ProblemBody } from '../utils/problem-form-values';
import { verificationFailure } from '../utils/verification';
import { ProblemForm } from './problem-form';

/** docs/product.md §8: the server's error text, else 'Update failed'. */
export function updateFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.hasResponse) return serverMessage(error) ?? 'Update failed';
  return 'Update failed';
}

export const SAVED_MESSAGE = 'Problem saved.';

/** /admin/update/:id (docs/product.md §2, §8; issue 5 item 3). */
export function UpdateProblem({ problemId }: { problemId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The create form comes here with `saved`: its message shows once, and not again on reload.
  const [created] = useState(() => (location.state as { saved?: string } | null)?.saved ?? null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (created) void navigate(location.pathname, { replace: true, state: null });
  }, [created, location.pathname, navigate]);
  const problemQuery = useAdminProblem(problemId);
  const updateProblem = useUpdateProblem();
  const [verification, setVerification] = useState<VerificationFailure | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = useMemo(
    () => (problemQuery.data ? problemFormValuesFrom(problemQuery.data) : null),
    [problemQuery.data],
  );

  const onSubmit = async (body: ProblemBody) => {
    setVerification(null);
    setFailure(null);
    setSaved(null);
    try {
      await updateProblem.mutateAsync({ problemId, body: body as UpdateProblemBody });
      // Stays here, saying so beside the button (issue 36).
      setSaved(SAVED_MESSAGE);
    } catch (error) {
      const report = verificationFailure(error);
      if (report) setVerification(report);
      else setFailure(updateFailureMessage(error));
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Update Problem</h1>
        <Link to={paths.problem.getHref(problemId)} className="btn btn-ghost btn-sm">
          Open the problem page
        </Link>
      </div>
      {created && (
        <div role="status" className="alert alert-success alert-soft">
          {created}
        </div>
      )}
      <AsyncState query={problemQuery} loadingLabel="Loading problem" errorText="Failed to load problem">
        {() =>
          // defaultValues is memoised from the same data, so it is set whenever the data is.
          defaultValues && (
            <ProblemForm
              mode="update"
              defaultValues={defaultValues}
              onSubmit={onSubmit}
              verification={verification}
              failure={failure}
              success={saved}
              submitLabel="Update Problem"
              submittingLabel="Verifying and saving..."
            />
          )
        }
      </AsyncState>
    </section>
  );
}
