import { useId, useState } from 'react';

import { DifficultyBadge } from './difficulty-badge';

type ChecklistProblem = { _id: string; title: string; difficulty: string };

type ProblemChecklistProps = {
  problems: ChecklistProblem[];
  /** Chosen ids, in the order they were ticked. */
  value: string[];
  onChange: (next: string[]) => void;
  /** At most this many may be ticked; the rest are disabled once reached. */
  max: number;
  /** The list's accessible name. */
  listLabel: string;
  /** Shown above the search box, or read to screen readers only. */
  searchLabelVisible: boolean;
  listClassName: string;
};

/**
 * Ticks problems in a list filtered by title: a contest's problems and an assignment's pick from
 * it alike (what they do with the chosen order is theirs).
 */
export function ProblemChecklist(props: ProblemChecklistProps) {
  const { problems, value, onChange, max, listLabel, searchLabelVisible, listClassName } = props;
  const [search, setSearch] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const shown = problems.filter((problem) => !needle || problem.title.toLowerCase().includes(needle));
  const full = value.length >= max;
  const toggle = (problemId: string) =>
    onChange(value.includes(problemId) ? value.filter((id) => id !== problemId) : [...value, problemId]);

  return (
    <>
      <label htmlFor={searchId} className={searchLabelVisible ? 'text-sm font-medium' : 'sr-only'}>
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
      <ul className={`overflow-y-auto rounded-box border border-base-300 ${listClassName}`} aria-label={listLabel}>
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
    </>
  );
}
