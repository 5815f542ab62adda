import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { ClarificationEvent, ClarificationList } from '@codeyard/shared';

import { readAgain, readAgainIfReading } from '../../../lib/live-query';
import { getSocket } from '../../../lib/socket';
import { clarificationsKey, mergeClarification } from '../api/clarifications';

/**
 * Keeps the contest's clarifications live: watches the contest's room (the server sends the jury
 * new questions, a contestant their answers, everyone what goes to all), merges each event into the
 * cached list and tells `onEvent` (the toast; keep it stable, e.g. with useCallback). Watches again after a reconnect and reads the
 * list again once watching, since events sent while not watching are lost. Not `enabled` before the start, as useLiveStandings.
 */
export function useLiveClarifications(
  contestId: string,
  enabled: boolean,
  onEvent: (event: ClarificationEvent) => void,
): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    // Events sent before the socket watched (the page had just opened, or it was reconnecting)
    // are lost: once it watches, the list is read again.
    const watch = () =>
      socket.emit('watch-contest', { contestId }, (answer) => {
        if (answer?.watching) readAgain(queryClient, clarificationsKey(contestId));
      });
    const onClarification = (event: ClarificationEvent) => {
      if (event?.contestId !== contestId) return;
      readAgainIfReading(queryClient, clarificationsKey(contestId));
      queryClient.setQueryData<ClarificationList>(clarificationsKey(contestId), (list) =>
        mergeClarification(list, event.clarification),
      );
      onEvent(event);
    };
    socket.on('contest-clarification', onClarification);
    socket.on('connect', watch);
    if (socket.connected) watch();
    return () => {
      socket.emit('unwatch-contest', { contestId });
      socket.off('contest-clarification', onClarification);
      socket.off('connect', watch);
    };
  }, [contestId, enabled, onEvent, queryClient]);
}
