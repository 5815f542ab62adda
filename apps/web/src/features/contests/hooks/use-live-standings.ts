import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getSocket } from '../../../lib/socket';
import { standingsKey } from '../api/get-standings';

/**
 * Keeps the leaderboard live without polling: watch the contest's room, and on each
 * 'contest-standings-changed' notice refetch the board. Watches again after every reconnect
 * (the server forgets a dropped connection's rooms). Not `enabled` before the start: the server
 * lets nobody but admins watch then, and a reconnect would refetch a board that answers 403.
 */
export function useLiveStandings(contestId: string, enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    const refetch = () => queryClient.invalidateQueries({ queryKey: standingsKey(contestId) });
    const watch = () => socket.emit('watch-contest', { contestId });
    // Notices sent while disconnected are lost, so a reconnect also refetches.
    const rewatch = () => {
      watch();
      void refetch();
    };
    const onChanged = (payload: { contestId: string }) => {
      if (payload?.contestId === contestId) void refetch();
    };

    socket.on('contest-standings-changed', onChanged);
    socket.on('connect', rewatch);
    if (socket.connected) watch();

    return () => {
      socket.emit('unwatch-contest', { contestId });
      socket.off('contest-standings-changed', onChanged);
      socket.off('connect', rewatch);
    };
  }, [contestId, enabled, queryClient]);
}
