/** A cell of a CSV row: text, a number, a yes/no, or empty. */
export type CsvCell = string | number | boolean | null;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, CSV Injection): a name such
 * as `=HYPERLINK(...)` or `@SUM(...)` would otherwise run when a teacher opens the download.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, as RFC 4180 writes it: text is always quoted (quotes doubled), so commas, quotes and
 * line breaks inside names stay in their cell; text that a spreadsheet would take for a formula is
 * prefixed with an apostrophe, which spreadsheets show as text and do not run.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${guarded.replaceAll('"', '""')}"`;
}

/**
 * A whole CSV document: CRLF line ends (RFC 4180), and a byte-order mark first, so that Excel reads
 * the text as UTF-8 (names in any script) instead of the machine's legacy code page.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
