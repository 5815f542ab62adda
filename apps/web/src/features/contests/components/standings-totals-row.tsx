import type { ProblemTotals, Standings } from '@codeyard/shared';

/**
 * The board's foot (docs/product.md §2 "Leaderboard"): per problem, how many solved it out of how many
 * tried it, over the whole board (not only this page), as the server counted them for this viewer.
 */
export function StandingsTotalsRow({
  problems,
  totals,
  leadingColumns,
}: {
  problems: Standings['problems'];
  totals: ProblemTotals[];
  leadingColumns: number;
}) {
  return (
    <tfoot>
      <tr data-totals className="bg-base-200 text-base-content">
        <th scope="row" colSpan={leadingColumns} className="text-right font-semibold">
          Solved / tried
        </th>
        {problems.map((problem) => {
          const total = totals.find((candidate) => candidate.problemId === problem._id) ?? { solved: 0, tried: 0 };
          return (
            <td key={problem._id} className="text-center whitespace-nowrap tabular-nums">
              <span aria-hidden="true">
                {total.solved}/{total.tried}
              </span>
              <span className="sr-only">
                {problem.label}: {total.solved} solved of {total.tried} tried
              </span>
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
