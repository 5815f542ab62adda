import { countOf, type StandingsCell } from '@codeyard/shared';

/** How the ICPC Resolver colours a cell: solved green (first solve darker), failed red, frozen yellow, untried grey. */
export type ResolverTone = 'first' | 'solved' | 'failed' | 'frozen' | 'partial' | 'untried';

export type ResolverCell = { tone: ResolverTone; text: string; description: string };

/**
 * One problem's cell as the Resolver shows it: attempts and the minute of the accept ("2 / 47"),
 * attempts alone when failed ("3"), the attempts so far with a question mark while frozen ("? 2").
 * IOI contests show the score instead of the attempts.
 */
export function resolverCell(cell: StandingsCell, maxScore?: number): ResolverCell {
  const tries = cell.attempts + cell.pending + (cell.solved ? 1 : 0);
  if (tries === 0 && !(cell.score && cell.score > 0)) return { tone: 'untried', text: '', description: 'Not tried' };
  const frozen = cell.pending > 0 && !cell.solved;
  const worth =
    cell.score === undefined ? undefined : `${cell.score}${maxScore === undefined ? '' : ` of ${maxScore}`}`;
  if (frozen) {
    const before = cell.attempts > 0 ? `${countOf(cell.attempts, 'rejected attempt')}, then ` : '';
    return {
      tone: 'frozen',
      text: `? ${tries}`,
      description: `${before}${countOf(cell.pending, 'attempt')} not yet revealed`,
    };
  }
  const minute = cell.minute === null ? '' : ` / ${cell.minute}`;
  if (cell.solved)
    return {
      tone: cell.firstToSolve ? 'first' : 'solved',
      text: `${worth ?? tries}${minute}`,
      description: `${worth === undefined ? 'Solved' : `Score ${worth}`} at minute ${cell.minute ?? '?'} in ${countOf(tries, 'attempt')}${cell.firstToSolve ? ', first to solve' : ''}`,
    };
  if (worth !== undefined && (cell.score ?? 0) > 0)
    return {
      tone: 'partial',
      text: `${cell.score}${minute}`,
      description: `Score ${worth} at minute ${cell.minute ?? '?'} in ${countOf(tries, 'attempt')}`,
    };
  return { tone: 'failed', text: `${tries}`, description: `Not solved in ${countOf(tries, 'attempt')}` };
}
