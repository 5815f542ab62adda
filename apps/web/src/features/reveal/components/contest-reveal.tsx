import { Maximize, Minimize, Pause, Play, SkipForward, StepForward } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { ContestProblemView } from '@codeyard/shared';

import { useFullscreen } from '../hooks/use-fullscreen';
import { applyRevealStep, revealPlanOf, type RevealPlan, type RevealRow, type RevealStep } from '../utils/reveal-steps';
import { RevealBoard } from './reveal-board';

/** Pause between steps while playing by itself (ms). */
export const PLAY_INTERVAL_MS = 1200;

type Progress = { rows: RevealRow[]; done: number };

/**
 * The reveal as the ICPC Resolver presents it (issues 22 and 36): the frozen board resolves one
 * cell at a time, from the bottom row up, each row's leftmost frozen cell first, in the steps the
 * server planned (reveal-steps.ts). The jury drives it with Next, space or →, or lets it play;
 * the cell to resolve next is highlighted and a row that climbs slides to its new place. It can
 * fill the screen for the hall's projector (Escape leaves).
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
  const section = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(section);
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
      const tag = (event.target as HTMLElement | null)?.tagName ?? '';
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(tag)) return;
      // Space on a focused button or link presses it (Next, just clicked, steps that way); → steps from anywhere.
      const space = event.key === ' ' && !['BUTTON', 'A'].includes(tag);
      if (space || event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next]);

  // On entering full screen the keys go to the board, not to the button just pressed (space would leave again).
  useEffect(() => {
    if (fullscreen.active) section.current?.focus();
  }, [fullscreen.active]);

  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label="Reveal"
      className={`flex flex-col gap-3 outline-none ${fullscreen.active ? 'overflow-auto bg-base-100 p-6' : ''}`}
    >
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
        {fullscreen.supported && (
          <button type="button" className="btn btn-sm" onClick={() => void fullscreen.toggle()}>
            {fullscreen.active ? (
              <Minimize className="size-4" aria-hidden="true" />
            ) : (
              <Maximize className="size-4" aria-hidden="true" />
            )}
            {fullscreen.active ? 'Leave full screen' : 'Full screen'}
          </button>
        )}
        <span className="text-sm tabular-nums text-base-content/70" aria-live="polite">
          {finished ? 'Reveal finished: the final standings' : `Step ${progress.done} of ${plan.steps.length}`}
        </span>
        <span className="text-xs text-base-content/70">Space or → for the next step</span>
      </div>
      <RevealBoard
        rows={progress.rows}
        problems={problems}
        ioi={plan.ioi}
        current={current}
        upcoming={upcoming}
        large={fullscreen.active}
      />
    </section>
  );
}
