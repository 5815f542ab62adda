import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { AssignmentView } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { paths } from '../../../config/paths';
import { DueCountdown } from './due-countdown';

type AssignmentListProps = {
  assignments: (AssignmentView & { group?: { _id: string; name: string } })[];
  clockOffsetMs: number;
  /** Drawn after each assignment's title (the teacher's Delete button). */
  actions?: (assignment: AssignmentView) => ReactNode;
};

/** A member's mark on one problem: solved (on time or late), or not yet. */
function ProblemMark({ problem }: { problem: AssignmentView['problems'][number] }) {
  if (problem.solved === undefined) return null;
  if (!problem.solved)
    return (
      <span className="badge badge-ghost badge-sm gap-1">
        <Circle className="size-3" aria-hidden="true" />
        Not solved
      </span>
    );
  // Soft badges: coloured text on a tint of it, readable (AA) in both themes.
  return (
    <span className={`badge badge-soft badge-sm gap-1 ${problem.late ? 'badge-warning' : 'badge-success'}`}>
      <CheckCircle2 className="size-3" aria-hidden="true" />
      {problem.late ? 'Solved late' : 'Solved'}
    </span>
  );
}

/** Assignments with their due countdown and problems; a member's problems carry their own marks. */
export function AssignmentList({ assignments, clockOffsetMs, actions }: AssignmentListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {assignments.map((assignment) => (
        <li key={assignment._id} className="rounded-box border border-base-300 p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{assignment.title}</h3>
              {assignment.group && (
                <Link to={paths.group.getHref(assignment.group._id)} className="link text-sm">
                  {assignment.group.name}
                </Link>
              )}
            </div>
            {actions?.(assignment)}
          </div>
          <DueCountdown dueAt={assignment.dueAt} clockOffsetMs={clockOffsetMs} label={`${assignment.title} due`} />
          <ul className="mt-2 flex flex-col gap-1" aria-label={`Problems of ${assignment.title}`}>
            {assignment.problems.map((problem) => (
              <li key={problem._id} className="flex flex-wrap items-center gap-2">
                <Link to={paths.problem.getHref(problem._id)} className="link flex-1 break-words">
                  {problem.title}
                </Link>
                <DifficultyBadge difficulty={problem.difficulty} />
                <ProblemMark problem={problem} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
