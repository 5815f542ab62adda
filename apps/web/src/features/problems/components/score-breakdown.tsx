import { formatScore, groupVerdictLabel, type SubmissionGroupResult } from '@codeyard/shared';

import { scoreText } from '../utils/format-score';

type ScoreBreakdownProps = { score: number; maxScore: number; groups: SubmissionGroupResult[] };

/**
 * A scored submission's result: the score out of the maximum, then each group's points and
 * verdict. A list rather than a table, so a phone's width never scrolls it sideways.
 */
export function ScoreBreakdown({ score, maxScore, groups }: ScoreBreakdownProps) {
  const full = score >= maxScore;
  return (
    <section aria-label="Score" className="flex flex-col gap-2">
      {/* Yellow text fails contrast on the light theme, so a partial score keeps the text colour. */}
      <p className={`text-lg font-semibold ${full ? 'text-success' : score > 0 ? '' : 'text-error'}`}>
        {scoreText(score, maxScore)}
      </p>
      {groups.length > 0 && (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 text-sm">
          {groups.map((group) => {
            const accepted = group.verdict === 'AC';
            return (
              <li key={group.name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
                <span className="min-w-0 font-medium break-words">{group.name}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className={`badge badge-soft badge-sm ${accepted ? 'badge-success' : 'badge-error'}`}>
                    {groupVerdictLabel(group.verdict)}
                  </span>
                  <span className="font-mono whitespace-nowrap">
                    {formatScore(group.score)} / {formatScore(group.maxScore)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
