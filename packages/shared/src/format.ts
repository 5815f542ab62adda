/** docs/product.md §9: memory in kB below 1024, otherwise MB with two decimals. */
export function formatMemory(kilobytes: number): string {
  if (!Number.isFinite(kilobytes) || kilobytes < 0) return '0 kB';
  if (kilobytes < 1024) return `${Math.round(kilobytes)} kB`;
  return `${(kilobytes / 1024).toFixed(2)} MB`;
}

/** docs/product.md §9: runtime shown in seconds. */
export function formatRuntime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0 s';
  return `${seconds.toFixed(3).replace(/\.?0+$/, '') || '0'} s`;
}

/**
 * The letter a contest problem gets by its 0-based position when its contest names none (A…Z, then
 * AA, AB…, as contests print them). Screens show a contest problem's `label`, which the server
 * answers (a stored label, else this letter); only a contest still being composed is lettered here.
 */
export function problemLetter(position: number): string {
  let letter = '';
  let rest = position;
  do {
    letter = String.fromCharCode(65 + (rest % 26)) + letter;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letter;
}

/** A count with its noun in the right number: "1 submission", "2 submissions", "0 submissions". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Scores as the pages show them: whole numbers plainly, others to two decimals at most (33.33). */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : String(Math.round(score * 100) / 100);
}
