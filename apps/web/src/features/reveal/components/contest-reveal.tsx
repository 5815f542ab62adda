import { Pause, Play, SkipForward, StepForward } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';

import type { ContestProblemView } from '@codeyard/shared';

import { StaffBadge } from '../../../components/ui/staff-badge';
import { describeCell } from '../../contests';
import { applyRevealStep, revealPlanOf, type RevealPlan, type RevealRow, type RevealStep } from '../utils/reveal-steps';

/** Height of a row in pixels: rows are placed by it so that a move can be animated. */
const ROW_HEIGHT = 44;
/** Pause between steps while playing by itself (ms). */
export const PLAY_INTERVAL_MS = 1200;

type Progress = { rows: RevealRow[]; done: number };

/** As the leaderboard's cells (standings-cell.tsx): backgrounds with a text colour readable in both themes. */
const cellTone: Record<string, string> = {
  first: 'bg-success text-success-content font-bold',
  solved: 'bg-success/25 text-base-content',
  partial: 'bg-warning/25 text-base-content',
  tried: 'bg-error/20 text-base-content',
  pending: 'bg-base-300 text-base-content',
  empty: 'text-base-content/50',
};

/**
 * The reveal (issue 22): the frozen board resolves one cell at a time from the bottom row up, as
 * the ICPC Resolver does, in the steps the server planned (reveal-steps.ts). Driven by space or → (next), the Next, Play/Pause and
 * Skip to final buttons; rows slide to their new places.
 */
export function ContestReveal({
  data,
  problems,
}: {
  data: Parameters<typeof revealPlanOf>[0];
  problems: ContestProblemView[];
}) {
  const plan: RevealPlan = useMemo(() => revealPlanOf(data), [data]);
  const [progress, setProgress] = useState<Progress>({ rows: plan.initial, done: 0 });
  const [playRequested, setPlaying] = useState(false);
  const finished = progress.done >= plan.steps.length;
  // Playing stops by itself at the end.
  const playing = playRequested && !finished;
  const resolving = (step: RevealStep | undefined) => (step?.kind === 'resolve' ? step : undefined);
  const current = resolving(progress.done > 0 ? plan.steps[progress.done - 1] : undefined);
  const upcoming = resolving(plan.steps[progress.done]);

  const next = useCallback(
    () =>
      setProgress((state) => {
        const step = plan.steps[state.done];
        return step ? { rows: applyRevealStep(state.rows, step), done: state.done + 1 } : state;
      }),
    [plan],
  );
  const skipToFinal = useCallback(() => {
    setPlaying(false);
    setProgress((state) => {
      let rows = state.rows;
      for (const step of plan.steps.slice(state.done)) rows = applyRevealStep(rows, step);
      return { rows, done: plan.steps.length };
    });
  }, [plan]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(next, PLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, next]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Space on a focused button already presses it; the page's keys are for everything else.
      if (target && ['BUTTON', 'INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (event.key === ' ' || event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next]);

  const positionOf = new Map(progress.rows.map((row, index) => [row.userId, index]));
  const ordered = [...progress.rows].sort((left, right) => left.userId.localeCompare(right.userId));
  const maxScores = new Map(problems.map((problem) => [problem._id, problem.maxScore]));

  return (
    <section aria-label="Reveal" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={next} disabled={finished}>
          <StepForward className="size-4" aria-hidden="true" /> Next
        </button>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setPlaying(!playing)}
          disabled={finished}
          aria-pressed={playing}
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="btn btn-sm" onClick={skipToFinal} disabled={finished}>
          <SkipForward className="size-4" aria-hidden="true" /> Skip to final
        </button>
        <span className="text-sm tabular-nums text-base-content/70" aria-live="polite">
          {finished ? 'Reveal finished: the final standings' : `Step ${progress.done} of ${plan.steps.length}`}
        </span>
        <span className="text-xs text-base-content/60">Space or → for the next step</span>
      </div>
      <div className="overflow-x-auto">
        <div className="min-w-fit">
          <div className="flex items-center gap-2 px-2 text-xs font-semibold" style={{ height: ROW_HEIGHT }}>
            <span className="w-10">#</span>
            <span className="w-48">Name</span>
            <span className="w-20">{plan.ioi ? 'Score' : 'Solved'}</span>
            {!plan.ioi && <span className="w-16">Penalty</span>}
            {problems.map((problem) => (
              <span key={problem._id} className="w-14 text-center" title={problem.title}>
                {problem.label}
              </span>
            ))}
          </div>
          <ol className="relative" style={{ height: progress.rows.length * ROW_HEIGHT }}>
            {/* In a fixed DOM order (by id), placed by position, so that moving a row is a transition, not a remount. */}
            {ordered.map((row) => {
              const position = positionOf.get(row.userId) ?? 0;
              const isCurrent = current?.userId === row.userId;
              const isUpcoming = !isCurrent && upcoming?.userId === row.userId;
              return (
                <li
                  key={row.userId}
                  data-testid="reveal-row"
                  data-user={row.userId}
                  data-position={position + 1}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`absolute inset-x-0 flex items-center gap-2 border-b border-base-300 px-2 transition-transform duration-700 ease-in-out ${
                    isCurrent ? 'z-10 bg-primary/15 font-semibold' : isUpcoming ? 'bg-base-200' : 'bg-base-100'
                  }`}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${position * ROW_HEIGHT}px)` }}
                >
                  <span className="w-10 tabular-nums">{position + 1}</span>
                  <span className="flex w-48 items-center gap-1">
                    <span className="truncate" title={row.name}>
                      {row.name}
                    </span>
                    {row.staff && <StaffBadge />}
                  </span>
                  <span className="w-20 tabular-nums">{plan.ioi ? row.totalScore : row.solved}</span>
                  {!plan.ioi && <span className="w-16 tabular-nums">{row.penalty}</span>}
                  {row.cells.map((cell) => {
                    const view = describeCell(cell, maxScores.get(cell.problemId));
                    const resolving = isCurrent && current?.problemId === cell.problemId;
                    const resolvesNext = upcoming?.userId === row.userId && upcoming.problemId === cell.problemId;
                    return (
                      <span
                        key={cell.problemId}
                        title={view.description}
                        aria-label={view.description}
                        data-kind={view.kind}
                        className={`w-14 rounded text-center text-sm tabular-nums ${cellTone[view.kind] ?? ''} ${
                          resolving ? 'ring-2 ring-primary' : resolvesNext ? 'ring-2 ring-info animate-pulse' : ''
                        }`}
                      >
                        {view.mark || '·'}
                      </span>
                    );
                  })}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}
