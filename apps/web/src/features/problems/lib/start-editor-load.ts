/**
 * Starts loading Monaco (a problem page's largest download and evaluation) ahead of the editor,
 * which imports the same module when it mounts. A failure here is not handled: the editor's own
 * import reports it.
 */
export function startEditorLoad(): void {
  void import('./monaco-setup').catch(() => undefined);
}
