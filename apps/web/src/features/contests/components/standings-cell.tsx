import type { StandingsCell } from '@codeyard/shared';

type CellView = {
  kind: 'first' | 'solved' | 'partial' | 'tried' | 'pending' | 'empty';
  mark: string;
  detail: string;
  description: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** An IOI contest's cell: the problem's score (out of `maxScore`), the minute it was reached, pending attempts. */
function describeScoreCell(cell: StandingsCell & { score: number }, maxScore: number | undefined): CellView {
  const pending = cell.pending > 0 ? `, ${plural(cell.pending, 'attempt')} pending` : '';
  if (cell.score === 0 && cell.attempts === 0 && cell.pending === 0)
    return { kind: 'empty', mark: '', detail: '', description: 'Not tried' };
  const outOf = maxScore === undefined ? '' : ` of ${maxScore}`;
  const at = cell.minute === null ? '' : ` at minute ${cell.minute}`;
  return {
    kind: cell.solved
      ? cell.firstToSolve
        ? 'first'
        : 'solved'
      : cell.score > 0
        ? 'partial'
        : cell.pending > 0
          ? 'pending'
          : 'tried',
    mark: `${cell.score}${cell.pending > 0 ? ` ?${cell.pending}` : ''}`,
    detail: cell.minute === null ? '' : `${cell.minute}'`,
    description: `Score ${cell.score}${outOf}${at}${pending}${cell.firstToSolve ? ', first full score' : ''}`,
  };
}

/**
 * What a problem cell says, in symbols (ICPC style: +, −, ?; IOI: the score) and in words for
 * screen readers and tooltips.
 */
export function describeCell(cell: StandingsCell | undefined, maxScore?: number): CellView {
  if (cell?.score !== undefined) return describeScoreCell({ ...cell, score: cell.score }, maxScore);
  if (!cell || (cell.attempts === 0 && cell.pending === 0 && !cell.solved))
    return { kind: 'empty', mark: '', detail: '', description: 'Not tried' };
  if (cell.solved) {
    const tries = cell.attempts > 0 ? `, after ${plural(cell.attempts, 'rejected attempt')}` : '';
    return {
      kind: cell.firstToSolve ? 'first' : 'solved',
      mark: `${cell.firstToSolve ? '★' : ''}+${cell.attempts > 0 ? cell.attempts : ''}`,
      detail: cell.minute === null ? '' : `${cell.minute}'`,
      description: `Solved at minute ${cell.minute ?? '?'}${tries}${cell.firstToSolve ? ', first to solve' : ''}`,
    };
  }
  if (cell.pending > 0) {
    const tried = cell.attempts > 0 ? `${plural(cell.attempts, 'rejected attempt')}, ` : '';
    return {
      kind: 'pending',
      mark: `?${cell.pending}`,
      detail: cell.attempts > 0 ? `−${cell.attempts}` : '',
      description: `${tried}${plural(cell.pending, 'attempt')} pending`,
    };
  }
  return {
    kind: 'tried',
    mark: `−${cell.attempts}`,
    detail: '',
    description: plural(cell.attempts, 'rejected attempt'),
  };
}

// Each background is paired with a text colour daisyUI guarantees readable (AA) in light and dark themes.
const cellClass: Record<CellView['kind'], string> = {
  first: 'bg-success text-success-content font-bold',
  solved: 'bg-success/25 text-base-content',
  partial: 'bg-warning/25 text-base-content',
  tried: 'bg-error/20 text-base-content',
  pending: 'bg-base-300 text-base-content',
  empty: 'text-base-content/50',
};

/** One problem's cell of a leaderboard row: colour, symbol and words. */
export function StandingsCellView({
  cell,
  letter,
  maxScore,
}: {
  cell: StandingsCell | undefined;
  letter: string;
  /** IOI contests: what the problem is worth. */
  maxScore?: number | undefined;
}) {
  const view = describeCell(cell, maxScore);
  return (
    <td
      className={`text-center tabular-nums ${cellClass[view.kind]}`}
      data-cell={view.kind}
      title={`${letter}: ${view.description}`}
    >
      <span aria-hidden="true" className="flex flex-col leading-tight">
        <span>{view.mark}</span>
        {view.detail && <span className="text-xs">{view.detail}</span>}
      </span>
      <span className="sr-only">{`${letter}: ${view.description}`}</span>
    </td>
  );
}
