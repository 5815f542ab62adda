/** The browser tab's title for the page on screen: "<title> · Codeyard", or "Codeyard" alone. */
function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · Codeyard` : 'Codeyard';
}

/**
 * Sets the tab's title while mounted (React 19 moves a <title> into the document head), so a tab
 * among many says which problem or contest it is. One per screen: the route's, or, where the
 * title is data (a problem, a contest), the component that has it.
 */
export function PageTitle({ title }: { title?: string | null }) {
  return <title>{pageTitle(title)}</title>;
}
