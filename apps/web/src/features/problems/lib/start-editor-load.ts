/**
 * Starts loading the editor (Monaco, a problem page's largest download and evaluation, and the
 * component around it) ahead of the page, which imports the same modules when it renders: the
 * editor's lazy component then resolves at once instead of asking for its chunk only after the
 * page's first render. A failure here is not handled: the editor's own import reports it.
 */
export function startEditorLoad(): void {
  void import('../components/code-editor').catch(() => undefined);
}
