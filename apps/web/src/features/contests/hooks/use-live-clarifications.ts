import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { ClarificationEvent, ClarificationList } from '@codeyard/shared';

import { getSocket } from '../../../lib/socket';
import { clarificationsKey, mergeClarification } from '../api/clarifications';

/**
 * Keeps the contest's clarifications live: watches the contest's room (the server sends the jury
 * new questions, a contestant their answers, everyone what goes to all), merges each event into the
 * cached list and tells `onEvent` (the toast; keep it stable, e.g. with useCallback). Watches again and refetches after a reconnect, since
 * events sent while disconnected are lost. Not `enabled` before the start, as useLiveStandings.
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
    const watch = () => socket.emit('watch-contest', { contestId });
    const rewatch = () => {
      watch();
      void queryClient.invalidateQueries({ queryKey: clarificationsKey(contestId) });
    };
    const onClarification = (event: ClarificationEvent) => {
      if (event?.contestId !== contestId) return;
      queryClient.setQueryData<ClarificationList>(clarificationsKey(contestId), (list) =>
        mergeClarification(list, event.clarification),
      );
      onEvent(event);
    };
    socket.on('contest-clarification', onClarification);
    socket.on('connect', rewatch);
    if (socket.connected) watch();
    return () => {
      socket.emit('unwatch-contest', { contestId });
      socket.off('contest-clarification', onClarification);
      socket.off('connect', rewatch);
    };
  }, [contestId, enabled, onEvent, queryClient]);
}
