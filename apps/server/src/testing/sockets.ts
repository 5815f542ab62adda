import type { Socket } from 'socket.io-client';

/**
 * Resolves once the server has handled every event this socket sent before, and everything the
 * server sent the socket until then has arrived. A socket's events are handled in the order it sent
 * them (realtime/socket.ts chains them), and the answer comes over the same connection after
 * whatever was sent there earlier. The event asks to watch a contest that does not exist, which
 * changes nothing. Only this server's own emits are covered: one relayed by another server through
 * Redis may still be on its way.
 */
export async function settled(socket: Socket): Promise<void> {
  await socket.timeout(5000).emitWithAck('watch-contest', { contestId: 'no-such-contest' });
}
