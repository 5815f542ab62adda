import { useEffect, useState } from 'react';

/** docs/product.md §9: the countdown ticks every 1000 ms. */
export const TICK_MS = 1_000;

/** The server's current time (ms since the epoch): the client clock, read every tick, plus the measured offset. */
export function useServerNow(offsetMs: number): number {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return clientNow + offsetMs;
}
