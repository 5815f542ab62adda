import { useState } from 'react';
import { useNavigate } from 'react-router';

import type { CreateProblemBody, VerificationFailure } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCreateProblem } from '../api/create-problem';
import { emptyProblemFormValues, type ProblemBody } from '../utils/problem-form-values';
import { verificationFailure } from '../utils/verification';
import { ProblemForm } from './problem-form';

/** /admin/create (docs/product.md §2, §8; issue 5 item 2). */
export function CreateProblem() {
  const navigate = useNavigate();
  const createProblem = useCreateProblem();
  const [verification, setVerification] = useState<VerificationFailure | null>(null);
  const [defaultValues] = useState(emptyProblemFormValues);

  const onSubmit = async (body: ProblemBody) => {
    setVerification(null);
    try {
      await createProblem.mutateAsync(body as CreateProblemBody);
      window.alert('Problem created successfully!');
      await navigate(paths.home.getHref());
    } catch (error) {
      const failure = verificationFailure(error);
      if (failure) {
        setVerification(failure);
        return;
      }
      window.alert(`Error: ${errorMessage(error)}`);
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
        submitLabel="Create Problem"
        submittingLabel="Verifying and creating..."
      />
    </section>
  );
}
