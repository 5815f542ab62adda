import { useEffect, useState } from 'react';

import { getSocket } from '../../../lib/socket';

/**
 * docs/product.md §4 realtime: announce joining the problem, follow the server's live count of people on it,
 * announce leaving. Re-joins after every reconnect (the server forgets a dropped connection).
 */
export function useProblemPresence(problemId: string): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const socket = getSocket();
    const join = () => socket.emit('join-problem', { problemId });
    const onCount = (value: unknown) => {
      const next = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(next)) setCount(next);
    };

    socket.on('problem-user-count', onCount);
    socket.on('connect', join);
    if (socket.connected) join();

    return () => {
      socket.emit('leave-problem', { problemId });
      socket.off('problem-user-count', onCount);
      socket.off('connect', join);
      setCount(null);
    };
  }, [problemId]);

  return count;
}
