/** At most `bytes` of UTF-8 from the start of `text` (a character cut in two is dropped), and whether any was cut. */
export function startOf(text: string, bytes: number): { text: string; truncated: boolean } {
  if (Buffer.byteLength(text) <= bytes) return { text, truncated: false };
  return {
    text: Buffer.from(text)
      .subarray(0, bytes)
      .toString('utf8')
      .replace(/\uFFFD$/, ''),
    truncated: true,
  };
}
