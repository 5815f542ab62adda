import { countryFlag, type Standings } from '@codeyard/shared';

import { Field } from '../../../components/form/field';

/** The board's filter: a category's id, an organisation's, or null for all (both may be set). */
export type BoardFilter = { category: string | null; organization: string | null };

type BoardFiltersProps = {
  standings: Standings;
  filter: BoardFilter;
  onChange: (filter: BoardFilter) => void;
};

/** A filter's choice no longer among the board's (a stale link): kept selectable so it can be seen and undone. */
const UNLISTED = 'Not on this board';

/**
 * Filters the board by category and by organisation, when its rows have any (docs/contests.md#teams):
 * the server then ranks those rows among themselves, each category with its own ranks.
 */
export function BoardFilters({ standings, filter, onChange }: BoardFiltersProps) {
  const categories = standings.categories ?? [];
  const organizations = standings.organizations ?? [];
  const filtered = filter.category !== null || filter.organization !== null;
  if (categories.length === 0 && organizations.length === 0 && !filtered) return null;
  const categoryName = categories.find((category) => category._id === filter.category)?.name;
  const organizationName = organizations.find((organization) => organization._id === filter.organization)?.name;
  const shown = [categoryName, organizationName].filter(Boolean).join(', ');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {(categories.length > 0 || filter.category !== null) && (
          <Field label="Category">
            {({ id }) => (
              <select
                id={id}
                className="select select-sm w-full sm:w-56"
                value={filter.category ?? ''}
                onChange={(event) => onChange({ ...filter, category: event.target.value || null })}
              >
                <option value="">All categories</option>
                {categories.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.hidden ? `${category.name} (hidden)` : category.name}
                  </option>
                ))}
                {filter.category !== null && categoryName === undefined && (
                  <option value={filter.category}>{UNLISTED}</option>
                )}
              </select>
            )}
          </Field>
        )}
        {(organizations.length > 0 || filter.organization !== null) && (
          <Field label="Organisation">
            {({ id }) => (
              <select
                id={id}
                className="select select-sm w-full sm:w-56"
                value={filter.organization ?? ''}
                onChange={(event) => onChange({ ...filter, organization: event.target.value || null })}
              >
                <option value="">All organisations</option>
                {organizations.map((organization) => (
                  <option key={organization._id} value={organization._id}>
                    {organization.country
                      ? `${organization.name} ${countryFlag(organization.country)}`
                      : organization.name}
                  </option>
                ))}
                {filter.organization !== null && organizationName === undefined && (
                  <option value={filter.organization}>{UNLISTED}</option>
                )}
              </select>
            )}
          </Field>
        )}
        {filtered && (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => onChange({ category: null, organization: null })}
          >
            Show everyone
          </button>
        )}
      </div>
      {filtered && (
        <p className="text-sm text-base-content/70">
          {shown ? `Only ${shown}, ranked among themselves` : 'Only the rows asked for, ranked among themselves'}:
          ranks, first solves and the totals at the foot count these rows alone.
        </p>
      )}
    </div>
  );
}
