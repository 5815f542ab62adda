/**
 * The server's clock seen from the browser. A contest's status and countdown follow the server
 * (docs/contests.md), so the client measures how far its own clock is off: the server stamped
 * `serverTime` somewhere between sending the request and receiving the answer, best guessed as
 * the midpoint (the NTP estimate). Offset in milliseconds: server minus client.
 */
export function clockOffset(serverTime: string, requestStartMs: number, requestEndMs: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return server - (requestStartMs + requestEndMs) / 2;
}

/** Runs a fetcher and returns its answer with the measured offset (ms) of the answer's `serverTime`. */
export async function withClockOffset<T extends { serverTime: string }>(
  fetcher: () => Promise<T>,
): Promise<T & { clockOffsetMs: number }> {
  const requestStart = Date.now();
  const answer = await fetcher();
  return { ...answer, clockOffsetMs: clockOffset(answer.serverTime, requestStart, Date.now()) };
}
