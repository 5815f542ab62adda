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

/** A contest problem's letter by its position: A, B, C… (at most 26 problems, MAX_CONTEST_PROBLEMS). */
export const problemLetter = (index: number) => String.fromCharCode(65 + index);
