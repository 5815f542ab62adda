import { countOf, type ProblemProgress } from '@codeyard/shared';

/** One member on one problem, in words a screen reader reads as they are: "Solved late, 1 attempt before". */
export function progressWords(entry: ProblemProgress): string {
  const state = entry.solved ? (entry.late ? 'Solved late' : 'Solved') : 'Not solved';
  if (entry.attempts === 0) return state;
  return `${state}, ${countOf(entry.attempts, 'attempt')}${entry.solved ? ' before' : ''}`;
}

/** Soft badges (coloured text on a tint of it) stay readable in both themes. */
const tone = (entry: ProblemProgress) =>
  entry.solved ? `badge badge-soft ${entry.late ? 'badge-warning' : 'badge-success'}` : '';

export function ProgressCell({ entry }: { entry: ProblemProgress | undefined }) {
  if (!entry) return <td className="text-center">–</td>;
  return (
    <td
      className="text-center text-sm whitespace-nowrap"
      title={entry.solvedAt ? `First accepted ${new Date(entry.solvedAt).toLocaleString()}` : undefined}
    >
      <span className={tone(entry)}>{progressWords(entry)}</span>
    </td>
  );
}
