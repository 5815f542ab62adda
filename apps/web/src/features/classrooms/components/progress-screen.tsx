import { Download } from 'lucide-react';
import { Link } from 'react-router';

import type { GroupProgress } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { apiHrefs, paths } from '../../../config/paths';
import { useProgress } from '../api/get-progress';
import { ProgressCell } from './progress-cell';

function ProgressTable({ progress }: { progress: GroupProgress }) {
  const columns = progress.assignments.flatMap((assignment) =>
    assignment.problems.map((problem) => ({ assignment, problem })),
  );
  return (
    // The table scrolls inside its box on a phone; the page itself stays as wide as the screen.
    <div
      role="region"
      aria-label="Progress table, scrolls sideways"
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300"
    >
      <table className="table table-sm">
        <caption className="sr-only">
          Each member on each problem of {progress.group.name}&apos;s assignments: solved, late, and attempts
        </caption>
        <thead>
          <tr>
            <th rowSpan={2} scope="col">
              Member
            </th>
            {progress.assignments.map((assignment) => (
              <th key={assignment._id} colSpan={assignment.problems.length} scope="colgroup" className="text-center">
                {assignment.title}
                <span className="block font-normal">due {new Date(assignment.dueAt).toLocaleString()}</span>
              </th>
            ))}
          </tr>
          <tr>
            {columns.map(({ assignment, problem }) => (
              <th key={`${assignment._id} ${problem._id}`} scope="col" className="text-center">
                {problem.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.members.map((member) => (
            <tr key={member._id}>
              <th scope="row" className="whitespace-nowrap">
                {member.name} <span className="font-normal text-base-content/60">@{member.handle}</span>
              </th>
              {columns.map(({ assignment, problem }) => (
                <ProgressCell
                  key={`${assignment._id} ${problem._id}`}
                  entry={member.problems.find(
                    (entry) => entry.assignmentId === assignment._id && entry.problemId === problem._id,
                  )}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /groups/:groupId/progress: the teacher's table of members by problems, and its CSV download. */
export function ProgressScreen({ groupId }: { groupId: string }) {
  const progressQuery = useProgress(groupId);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <Link to={paths.group.getHref(groupId)} className="link text-sm">
        Back to the group
      </Link>
      <AsyncState query={progressQuery} loadingLabel="Loading progress">
        {(progress) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h1 className="text-2xl font-bold break-words">Progress: {progress.group.name}</h1>
              <a href={apiHrefs.groupProgressCsv(groupId)} download className="btn btn-outline btn-sm">
                <Download className="size-4" aria-hidden="true" />
                Download CSV
              </a>
            </div>
            <p className="text-sm text-base-content/70">
              Attempts are the submissions made before the first accepted one (all of them while unsolved). Late: first
              accepted after the due time.
            </p>
            {progress.members.length === 0 || progress.assignments.length === 0 ? (
              <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">
                {progress.members.length === 0 ? 'No members yet.' : 'No assignments yet.'}
              </p>
            ) : (
              <ProgressTable progress={progress} />
            )}
          </>
        )}
      </AsyncState>
    </div>
  );
}
