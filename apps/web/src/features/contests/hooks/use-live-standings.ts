import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { readAgain } from '../../../lib/live-query';
import { getSocket } from '../../../lib/socket';
import { standingsKey } from '../api/get-standings';

/**
 * Keeps the leaderboard live without polling: watch the contest's room, and on each
 * 'contest-standings-changed' notice refetch the board. Watches again after every reconnect
 * (the server forgets a dropped connection's rooms), and reads the board again once watching. Not `enabled` before the start: the server
 * lets nobody but admins watch then, and a reconnect would refetch a board that answers 403.
 */
export function useLiveStandings(contestId: string, enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    const refetch = () => readAgain(queryClient, standingsKey(contestId));
    // Notices sent before the socket watched (the page had just opened, or it was reconnecting)
    // are lost: once it watches, the board is read again.
    const watch = () =>
      socket.emit('watch-contest', { contestId }, (answer) => {
        if (answer?.watching) refetch();
      });
    const onChanged = (payload: { contestId: string }) => {
      if (payload?.contestId === contestId) refetch();
    };

    socket.on('contest-standings-changed', onChanged);
    socket.on('connect', watch);
    if (socket.connected) watch();

    return () => {
      socket.emit('unwatch-contest', { contestId });
      socket.off('contest-standings-changed', onChanged);
      socket.off('connect', watch);
    };
  }, [contestId, enabled, queryClient]);
}
