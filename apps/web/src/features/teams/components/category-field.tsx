import type { CategoryView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { useCategories } from '../api/categories';

type CategoryFieldProps = {
  /** A category's id, or '' for none. */
  value: string;
  onChange: (categoryId: string) => void;
  /** The team's category now, offered even before the list has loaded. */
  current: CategoryView | null;
  error: string | undefined;
};

/** Pick the team's category; hidden ones are marked, since their teams stay off the public boards. */
export function CategoryField({ value, onChange, current, error }: CategoryFieldProps) {
  const categoriesQuery = useCategories();
  const listed = categoriesQuery.data ?? [];
  const categories = current && !listed.some((each) => each._id === current._id) ? [current, ...listed] : listed;
  const hint = categoriesQuery.isError
    ? `The categories could not be loaded: ${categoriesQuery.error.message}`
    : 'Boards can be filtered by it; made on the Categories screen';

  return (
    <Field label="Category" hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className={`select w-full ${error ? 'select-error' : ''}`}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.hidden ? `${category.name} (hidden)` : category.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
