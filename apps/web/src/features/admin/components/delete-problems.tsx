import { useState } from 'react';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteProblem } from '../api/delete-problem';
import { useAdminProblems } from '../api/get-admin-problems';
import { joinTags } from '../utils/tags';
import { DeleteButton } from '../../../components/ui/delete-button';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this problem?';

/** /admin/delete (SPEC §2 "Admin delete screen", §8). */
export function DeleteProblems() {
  const problemsQuery = useAdminProblems();
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

  const problems = problemsQuery.data ?? [];

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-4">
      <h1 className="text-3xl font-bold">Delete Problems</h1>
      {failure && (
        <div role="alert" className="alert alert-error">
          {failure}
        </div>
      )}
      {problemsQuery.isPending ? (
        <Spinner label="Loading problems" />
      ) : problemsQuery.isError ? (
        <div role="alert" className="alert alert-error">
          Failed to fetch problems
        </div>
      ) : problems.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">No problems found.</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          {/* On phones the Tags column folds under the title so the actions stay on screen. */}
          <table className="table table-sm sm:table-md">
            <thead>
              <tr>
                <th>#</th>
                <th>Title</th>
                <th>Difficulty</th>
                <th className="hidden md:table-cell">Tags</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={problem._id}>
                  <td>{index + 1}</td>
                  <td className="break-words">
                    <span className="font-medium">{problem.title}</span>
                    <span className="block text-xs text-base-content/70 md:hidden">{joinTags(problem.tags)}</span>
                  </td>
                  <td>
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </td>
                  <td className="hidden md:table-cell">{joinTags(problem.tags)}</td>
                  <td>
                    <DeleteButton label={`Delete ${problem.title}`} pending={deleteProblem.isPending && deleteProblem.variables === problem._id} onDelete={() => void onDelete(problem._id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
