/**
 * Statements are Markdown that often open with the problem's own title as a `#` heading; the page
 * already shows the title, so that line is dropped.
 */
export function statementBody(description: string, title: string): string {
  const lines = description.split('\n');
  const first = lines.findIndex((line) => line.trim().length > 0);
  if (first === -1) return description;
  const heading = /^#\s+(.+?)\s*#*\s*$/.exec(lines[first]!.trim());
  if (heading && heading[1]!.trim().toLowerCase() === title.trim().toLowerCase()) {
    return lines.slice(first + 1).join('\n').replace(/^\s*\n/, '');
  }
  return description;
}
