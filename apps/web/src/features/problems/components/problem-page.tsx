import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../components/ui/spinner';
import { useProblem } from '../api/get-problem';
import { useRefetchAtContestEnd } from '../hooks/use-refetch-at-contest-end';
import { contestModeOf } from './closed-during-contest';
import { ProblemWorkspace, type ProblemTab, type WorkspaceContest } from './problem-workspace';

type ProblemPageProps = {
  problemId: string;
  /** The signed-in user's id, or null for a visitor (the page is open to everyone). */
  userId: string | null;
  /** Called when a visitor tries to run or submit. */
  onLoginRequired: () => void;
  /** The problem pane's tabs, chosen by the route (a contest problem shows fewer). */
  tabs: readonly ProblemTab[];
  /** Set on the contest problem screen. */
  contest?: WorkspaceContest;
};

/** docs/product.md §2 "Problem page". */
export function ProblemPage({ problemId, userId, onLoginRequired, tabs, contest }: ProblemPageProps) {
  const problemQuery = useProblem(problemId, userId);
  useRefetchAtContestEnd(problemQuery.data ? contestModeOf(problemQuery.data) : null, problemQuery.refetch);

  if (problemQuery.isPending) return <Spinner label="Loading problem" />;
  // A page of its own rather than AsyncState's one-line alert: the failure is the page's heading
  // (docs/product.md §8), and a missing problem has nothing to retry.
  if (problemQuery.isError) {
    const notFound = problemQuery.error instanceof ApiError && problemQuery.error.status === 404;
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <div role="alert" className="flex flex-col items-center gap-2">
          <h1 className="text-2xl font-bold">{notFound ? 'Problem not found' : 'Could not load the problem'}</h1>
          {!notFound && <p className="text-base-content/70">{problemQuery.error.message}</p>}
        </div>
        {!notFound && (
          <button
            type="button"
            className="btn btn-sm"
            disabled={problemQuery.isFetching}
            onClick={() => void problemQuery.refetch()}
          >
            Retry
          </button>
        )}
      </section>
    );
  }

  return (
    <ProblemWorkspace
      key={problemId}
      problem={problemQuery.data}
      userId={userId}
      onLoginRequired={onLoginRequired}
      tabs={tabs}
      contest={contest}
    />
  );
}
