import { Search } from 'lucide-react';

import { HOME_TAGS } from '@codeyard/shared';

import type { ProblemFilters } from '../utils/filter-problems';

type ProblemFilterBarProps = {
  filters: ProblemFilters;
  /** Attempted and Unsolved mean something only to someone signed in. */
  signedIn: boolean;
  onChange: <K extends keyof ProblemFilters>(key: K, value: ProblemFilters[K]) => void;
};

/** The home list's search box and its status, difficulty and tag choices (docs/product.md §2 "Home"). */
export function ProblemFilterBar({ filters, signedIn, onChange }: ProblemFilterBarProps) {
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-center">
      <label className="input input-sm w-full md:flex-1">
        <Search className="size-4 opacity-60" aria-hidden="true" />
        <input
          type="search"
          placeholder="Search problems by title..."
          aria-label="Search problems by title"
          value={filters.search}
          onChange={(event) => onChange('search', event.target.value)}
        />
      </label>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 md:flex">
        <select
          className="select select-sm w-full md:w-auto"
          aria-label="Status"
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value as ProblemFilters['status'])}
        >
          <option value="all">All Problems</option>
          <option value="solved">Solved Problems</option>
          {signedIn && <option value="attempted">Attempted</option>}
          {signedIn && <option value="unsolved">Unsolved</option>}
        </select>
        <select
          className="select select-sm w-full md:w-auto"
          aria-label="Difficulty"
          value={filters.difficulty}
          onChange={(event) => onChange('difficulty', event.target.value as ProblemFilters['difficulty'])}
        >
          <option value="all">All Difficulties</option>
          <option value="easy">easy</option>
          <option value="medium">medium</option>
          <option value="hard">hard</option>
        </select>
        <select
          className="select select-sm w-full md:w-auto"
          aria-label="Tag"
          value={filters.tag}
          onChange={(event) => onChange('tag', event.target.value)}
        >
          <option value="all">All Tags</option>
          {HOME_TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
