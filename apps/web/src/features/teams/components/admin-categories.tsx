import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';

import type { CategoryView } from '@codeyard/shared';

import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { DeleteButton } from '../../../components/ui/delete-button';
import { errorMessage } from '../../../lib/api-client';
import { useCategories, useDeleteCategory } from '../api/categories';
import { useEditor } from '../hooks/use-editor';
import { CategoryForm } from './category-form';
import { NoticeBox, type Notice } from './notice';
import { TeamsNav } from './teams-nav';

export const DELETE_CATEGORY_CONFIRMATION = 'Are you sure you want to delete this category?';

const categoryColumns: AdminListColumn<CategoryView>[] = [
  {
    header: 'Boards',
    cell: (category) =>
      category.hidden ? (
        <span className="badge badge-neutral badge-sm">Hidden</span>
      ) : (
        <span className="badge badge-ghost badge-sm">Shown</span>
      ),
  },
];

/** /admin/categories (issue 34): students, professionals, observers; a hidden one stays off public boards. */
export function AdminCategories() {
  const categoriesQuery = useCategories();
  const deleteCategory = useDeleteCategory();
  const editor = useEditor<CategoryView>();
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (category: CategoryView | null) => {
    setNotice(null);
    editor.open(category);
  };
  const onDelete = async (category: CategoryView) => {
    if (!window.confirm(DELETE_CATEGORY_CONFIRMATION)) return;
    setNotice(null);
    if (editor.editing?.item?._id === category._id) editor.close();
    try {
      setNotice({ ok: true, text: (await deleteCategory.mutateAsync(category._id)).message });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <AdminList
      heading="Categories"
      headingAction={
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          New category
        </button>
      }
      query={categoriesQuery}
      loadingLabel="Loading categories"
      emptyText="No categories found."
      rowKey={(category) => category._id}
      titleHeader="Name"
      title={(category) => category.name}
      columns={categoryColumns}
      actions={(category) => (
        <>
          <button
            type="button"
            className="btn btn-sm"
            aria-label={`Edit ${category.name}`}
            onClick={() => open(category)}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </button>
          <DeleteButton
            label={`Delete ${category.name}`}
            pending={deleteCategory.isPending && deleteCategory.variables === category._id}
            onDelete={() => void onDelete(category)}
          />
        </>
      )}
    >
      <TeamsNav />
      <p className="text-base-content/70">
        Boards can be filtered by category, each ranked on its own. A hidden category&apos;s teams are seen by the jury
        alone.
      </p>
      <NoticeBox notice={notice} />
      {editor.editing && (
        <CategoryForm
          key={editor.editing.item?._id ?? 'new'}
          category={editor.editing.item}
          onSaved={(message) => {
            setNotice({ ok: true, text: message });
            editor.close();
          }}
          onCancel={editor.close}
        />
      )}
    </AdminList>
  );
}
