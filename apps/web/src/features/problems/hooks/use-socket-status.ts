import { useEffect, useState } from 'react';

import { getSocket } from '../../../lib/socket';

export type SocketStatus = 'connecting' | 'online' | 'offline';

/** Whether the realtime connection is up; 'offline' once it dropped or could not connect. */
export function useSocketStatus(): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>(() => (getSocket().connected ? 'online' : 'connecting'));

  useEffect(() => {
    const socket = getSocket();
    const online = () => setStatus('online');
    const offline = () => setStatus('offline');
    socket.on('connect', online);
    socket.on('disconnect', offline);
    socket.on('connect_error', offline);
    if (socket.connected) online();
    return () => {
      socket.off('connect', online);
      socket.off('disconnect', offline);
      socket.off('connect_error', offline);
    };
  }, []);

  return status;
}
