import { useState } from 'react';
import { useNavigate } from 'react-router';

import {
  PROBLEM_VISIBILITIES,
  type CreateProblemBody,
  type ProblemVisibility,
  type VerificationFailure,
} from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCreateProblem } from '../api/create-problem';
import { emptyProblemFormValues, type ProblemBody } from '../utils/problem-form-values';
import { verificationFailure } from '../utils/verification';
import { ProblemForm } from './problem-form';

export const CREATED_MESSAGE = 'Problem created successfully!';

const isVisibility = (value: string | null | undefined): value is ProblemVisibility =>
  (PROBLEM_VISIBILITIES as readonly (string | null | undefined)[]).includes(value);

/**
 * /admin/create (docs/product.md §2, §8; issue 5 item 2). `visibility` (the address's
 * `?visibility=`) preselects one: the contest form's "New problem for this contest" asks for
 * `contest`; anything else leaves the spec's default, public.
 */
export function CreateProblem({ visibility }: { visibility?: string | null }) {
  const navigate = useNavigate();
  const createProblem = useCreateProblem();
  const [verification, setVerification] = useState<VerificationFailure | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [defaultValues] = useState(() => ({
    ...emptyProblemFormValues(),
    ...(isVisibility(visibility) ? { visibility } : {}),
  }));

  const onSubmit = async (body: ProblemBody) => {
    setVerification(null);
    setFailure(null);
    try {
      const answer = await createProblem.mutateAsync(body as CreateProblemBody);
      // The new problem's own edit page, which says it was created (issue 36: no alert, no jump home).
      await navigate(paths.admin.update.getHref(answer.problem._id), { state: { saved: CREATED_MESSAGE } });
    } catch (error) {
      const report = verificationFailure(error);
      if (report) {
        setVerification(report);
        return;
      }
      setFailure(`Error: ${errorMessage(error)}`);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-4">
      <h1 className="text-3xl font-bold">Create New Problem</h1>
      <ProblemForm
        mode="create"
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        verification={verification}
        failure={failure}
        submitLabel="Create Problem"
        submittingLabel="Verifying and creating..."
      />
    </section>
  );
}
