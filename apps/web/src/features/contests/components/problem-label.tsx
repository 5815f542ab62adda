import type { ContestProblemView } from '@codeyard/shared';

/**
 * A contest problem's label as the contest names it (A, B… or a package's own "P1"), with its
 * balloon colour beside it when the contest gives one. The colour only decorates: the label says
 * which problem it is.
 */
export function ProblemLabel({ problem }: { problem: Pick<ContestProblemView, 'label' | 'rgb'> }) {
  return (
    <span className="inline-flex items-center gap-1">
      {problem.rgb && (
        <span
          aria-hidden="true"
          className="inline-block size-2.5 shrink-0 rounded-full border border-base-content/30"
          style={{ backgroundColor: problem.rgb }}
        />
      )}
      {problem.label}
    </span>
  );
}
