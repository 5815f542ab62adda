import { useId, useState } from 'react';

import { ASSIGNMENT_MAX_PROBLEMS, type ProblemListEntry } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';

type ProblemChooserProps = {
  problems: ProblemListEntry[];
  /** Chosen ids, in the order they were ticked (the assignment's order). */
  value: string[];
  onChange: (next: string[]) => void;
  describedBy: string | undefined;
};

/** Ticks an assignment's problems in a searchable list. */
export function ProblemChooser({ problems, value, onChange, describedBy }: ProblemChooserProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const shown = problems.filter((problem) => !needle || problem.title.toLowerCase().includes(needle));
  const full = value.length >= ASSIGNMENT_MAX_PROBLEMS;
  const toggle = (problemId: string) =>
    onChange(value.includes(problemId) ? value.filter((id) => id !== problemId) : [...value, problemId]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">Problems ({value.length} chosen)</legend>
      <label htmlFor={searchId} className="sr-only">
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
      <ul className="max-h-64 overflow-y-auto rounded-box border border-base-300" aria-label="Problems to choose from">
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
    </fieldset>
  );
}
