import { useId, useState } from 'react';

import { createCategorySchema, updateCategorySchema, type CategoryView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { useSaveCategory } from '../api/categories';
import { useEditorSubmit } from '../hooks/use-editor-submit';
import { EditorPanel } from './editor-panel';

/** What "hidden" does (docs/contests.md#teams), said beside the switch. */
export const HIDDEN_CATEGORY_HINT =
  "Its teams are left off every board but the jury's, and off the reveal for everyone. Its members still see their own row.";

type CategoryFormProps = {
  /** The category to edit, or null for a new one. */
  category: CategoryView | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const shownPaths = new Set(['name', 'hidden']);

export function CategoryForm({ category, onSaved, onCancel }: CategoryFormProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [hidden, setHidden] = useState(category?.hidden ?? false);
  const hiddenId = useId();
  const save = useSaveCategory();
  const schema = category ? updateCategorySchema : createCategorySchema;
  const { errors, failure, pending, attempt, submit } = useEditorSubmit({
    parse: (input) => schema.safeParse(input),
    save: (input) => save.mutateAsync({ categoryId: category?._id ?? null, input }),
    shows: (path) => shownPaths.has(path),
    onSaved,
  });

  return (
    <EditorPanel
      heading={category ? `Edit ${category.name}` : 'New category'}
      submitLabel={category ? 'Save category' : 'Create category'}
      pending={pending}
      failure={failure}
      attempt={attempt}
      onSubmit={() => void submit({ name, hidden })}
      onCancel={onCancel}
    >
      <Field label="Name" hint="Students, professionals, observers…" error={errors.name}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.name)}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={hiddenId}
          type="checkbox"
          role="switch"
          className="toggle mt-1"
          checked={hidden}
          aria-describedby={`${hiddenId}-hint`}
          onChange={(event) => setHidden(event.target.checked)}
        />
        <div>
          <label htmlFor={hiddenId} className="cursor-pointer">
            Hidden
          </label>
          <p id={`${hiddenId}-hint`} className="text-sm text-base-content/70">
            {HIDDEN_CATEGORY_HINT}
          </p>
        </div>
      </div>
      {errors.hidden && (
        <p role="alert" className="text-sm text-error">
          {errors.hidden}
        </p>
      )}
    </EditorPanel>
  );
}
