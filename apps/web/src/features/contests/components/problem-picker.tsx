import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';

import { MAX_CONTEST_PROBLEMS, problemLetter, type ProblemSummary } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';

type ProblemPickerProps = {
  problems: ProblemSummary[];
  /** Chosen ids in contest order (A, B, C…). */
  value: string[];
  onChange: (next: string[]) => void;
  describedBy?: string | undefined;
};

/** Chooses a contest's problems from a searchable list; the chosen ones keep their order and can be moved. */
export function ProblemPicker({ problems, value, onChange, describedBy }: ProblemPickerProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const byId = new Map(problems.map((problem) => [problem._id, problem]));
  const needle = search.trim().toLowerCase();
  const shown = problems.filter((problem) => !needle || problem.title.toLowerCase().includes(needle));
  const full = value.length >= MAX_CONTEST_PROBLEMS;

  const toggle = (problemId: string) =>
    onChange(value.includes(problemId) ? value.filter((id) => id !== problemId) : [...value, problemId]);
  const move = (index: number, by: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onChange(next);
  };

  return (
    <div className="grid gap-4 md:grid-cols-2" aria-describedby={describedBy}>
      <div className="flex flex-col gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search problems
        </label>
        <input
          id={searchId}
          type="search"
          className="input w-full"
          placeholder="Filter by title"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul className="max-h-72 overflow-y-auto rounded-box border border-base-300" aria-label="Available problems">
          {shown.length === 0 && <li className="p-3 text-base-content/70">No problems found.</li>}
          {shown.map((problem) => {
            const chosen = value.includes(problem._id);
            return (
              <li key={problem._id} className="border-b border-base-300 last:border-b-0">
                <label className="flex cursor-pointer items-center gap-2 p-2 hover:bg-base-200">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={chosen}
                    disabled={!chosen && full}
                    onChange={() => toggle(problem._id)}
                  />
                  <span className="flex-1 break-words">{problem.title}</span>
                  <DifficultyBadge difficulty={problem.difficulty} />
                </label>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">
          Chosen problems ({value.length}/{MAX_CONTEST_PROBLEMS})
        </p>
        {value.length === 0 ? (
          <p className="rounded-box bg-base-200 p-3 text-base-content/70">None chosen yet.</p>
        ) : (
          <ol className="flex flex-col gap-1" aria-label="Chosen problems">
            {value.map((problemId, index) => {
              const title = byId.get(problemId)?.title ?? problemId;
              return (
                <li key={problemId} className="flex items-center gap-2 rounded-box bg-base-200 p-2">
                  <span className="font-mono font-bold">{problemLetter(index)}</span>
                  <span className="flex-1 break-words">{title}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Move ${title} down`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Remove ${title}`}
                    onClick={() => toggle(problemId)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
