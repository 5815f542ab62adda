import { useEffect, useRef } from 'react';

/** A <dialog> opened as a modal when it mounts (focus moves into it; Escape and the backdrop close it). */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return dialogRef;
}
