import { X } from 'lucide-react';
import { useId } from 'react';

import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { SHORTCUT_KEYS, SHORTCUT_STYLE_LABELS, SHORTCUT_STYLES, type ShortcutStyle } from '../utils/shortcut-keys';

type ShortcutsDialogProps = {
  style: ShortcutStyle;
  onStyleChange: (style: ShortcutStyle) => void;
  onClose: () => void;
};

/** Every keyboard shortcut of the problem page in one sheet, with the choice of Run and Submit keys. */
export function ShortcutsDialog({ style, onStyleChange, onClose }: ShortcutsDialogProps) {
  const dialogRef = useModalDialog();
  const titleId = useId();
  const keys = SHORTCUT_KEYS[style];
  const rows: [string, string][] = [
    ['Run against the test cases', keys.run],
    ['Submit against all tests', keys.submit],
    ['Undo in the editor', 'Ctrl+Z'],
    ['Redo in the editor', 'Ctrl+Shift+Z'],
    ['Find in the editor', 'Ctrl+F'],
    ['Comment the line', 'Ctrl+/'],
  ];
  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="modal-box flex max-w-md flex-col gap-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-bold">
            Keyboard shortcuts
          </h3>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={onClose}>
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-1 text-sm font-medium">Run and Submit keys</legend>
          {SHORTCUT_STYLES.map((candidate) => (
            <label key={candidate} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="shortcut-style"
                className="radio radio-sm"
                checked={candidate === style}
                onChange={() => onStyleChange(candidate)}
              />
              {SHORTCUT_STYLE_LABELS[candidate]} ({SHORTCUT_KEYS[candidate].run} / {SHORTCUT_KEYS[candidate].submit})
            </label>
          ))}
        </fieldset>
        <table className="table table-sm">
          <tbody>
            {rows.map(([action, key]) => (
              <tr key={action}>
                <td>{action}</td>
                <td className="text-right">
                  <kbd className="kbd kbd-sm">{key}</kbd>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-base-content/60">On a Mac, Cmd works wherever Ctrl is shown.</p>
      </div>
      <button type="button" className="modal-backdrop" aria-hidden="true" tabIndex={-1} onClick={onClose} />
    </dialog>
  );
}
