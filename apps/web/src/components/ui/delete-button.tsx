import { Trash2 } from 'lucide-react';

type DeleteButtonProps = {
  /** Says what goes, for screen readers: "Delete Two Sum". */
  label: string;
  /** True while this row's delete request runs. */
  pending: boolean;
  onDelete: () => void;
};

/** The red Delete button of the admin tables; the caller asks for confirmation in onDelete. */
export function DeleteButton({ label, pending, onDelete }: DeleteButtonProps) {
  return (
    <button type="button" className="btn btn-sm btn-error" aria-label={label} disabled={pending} onClick={onDelete}>
      <Trash2 className="size-4" aria-hidden="true" />
      Delete
    </button>
  );
}
