import { useState } from 'react';

import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteProblem } from '../api/delete-problem';
import { AdminProblemList } from './admin-problem-list';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this problem?';

/** /admin/delete (docs/product.md §2 "Admin delete screen", §8). */
export function DeleteProblems() {
  const deleteProblem = useDeleteProblem();
  const [failure, setFailure] = useState<string | null>(null);

  const onDelete = async (problemId: string) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setFailure(null);
    try {
      await deleteProblem.mutateAsync(problemId);
    } catch (error) {
      console.error('Delete failed', error);
      setFailure('Failed to delete problem');
    }
  };

  return (
    <AdminProblemList
      heading="Delete Problems"
      numbered
      actions={(problem) => (
        <DeleteButton
          label={`Delete ${problem.title}`}
          pending={deleteProblem.isPending && deleteProblem.variables === problem._id}
          onDelete={() => void onDelete(problem._id)}
        />
      )}
    >
      {failure && (
        <div role="alert" className="alert alert-error">
          {failure}
        </div>
      )}
    </AdminProblemList>
  );
}
