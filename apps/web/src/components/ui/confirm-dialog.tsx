import { useId } from 'react';

import { useModalDialog } from './use-modal-dialog';

type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with Cancel (focused first, the safe choice) and a confirming button. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useModalDialog();
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={onCancel}
      onClose={onCancel}
    >
      <div className="modal-box flex flex-col gap-3">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        <p id={messageId}>{message}</p>
        <div className="modal-action mt-0">
          <button type="button" className="btn" onClick={onCancel} autoFocus>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
