import type { ClientToServerEvents, ServerToClientEvents } from '../lib/socket';

/**
 * The web tests' one socket. A test file replaces socket.io-client with this module:
 *
 *   vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));
 *
 * so the app's own realtime client (`lib/socket.ts`: the one socket, its renewal, the server's
 * disconnect) runs as it does in a browser, over `socketFake` instead of a connection. The test
 * plays the server: it pushes events, answers acknowledgements, drops and restores the connection
 * or ends the session (docs/realtime.md). `setup-tests.ts` resets it after every test.
 */

/** What socket.io itself tells the client about the connection. */
type ConnectionEvents = {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};
type HeardEvents = ServerToClientEvents & ConnectionEvents;
type Listener = (...args: never[]) => void;

/** A client event with the answer its acknowledgement carries (never for events sent without one). */
type AnswerOf<Event extends keyof ClientToServerEvents> =
  Parameters<ClientToServerEvents[Event]> extends [unknown, ((answer: infer Answer) => void)?] ? Answer : never;

/** One event the app sent, as the server received it. */
export type Emitted = {
  [Event in keyof ClientToServerEvents]: { event: Event; payload: Parameters<ClientToServerEvents[Event]>[0] };
}[keyof ClientToServerEvents];

/** The reason socket.io gives when the client closes the socket itself. */
const CLIENT_CLOSED = 'io client disconnect';

export class SocketFake {
  /** Connected from the start: the fake server accepts at once. */
  connected = true;
  /** Every event the app sent since the last reset, in order. */
  emitted: Emitted[] = [];
  /** How often the app called `connect()` (lib/socket renews the connection when the signed-in person changes). */
  connectCalls = 0;
  private readonly listeners = new Map<string, Set<Listener>>();
  private waiting: { event: keyof ClientToServerEvents; acknowledge: (answer: never) => void }[] = [];

  // ── What the app calls (socket.io-client's Socket, as far as the app uses it) ──

  on<Event extends keyof HeardEvents>(event: Event, listener: HeardEvents[Event]): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return this;
  }

  off<Event extends keyof HeardEvents>(event: Event, listener: HeardEvents[Event]): this {
    this.listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  emit<Event extends keyof ClientToServerEvents>(event: Event, ...args: Parameters<ClientToServerEvents[Event]>): this {
    const [payload, acknowledge] = args as [Emitted['payload'], ((answer: never) => void) | undefined];
    this.emitted.push({ event, payload } as Emitted);
    if (acknowledge) this.waiting.push({ event, acknowledge });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    if (!this.connected) this.reconnect();
    return this;
  }

  disconnect(): this {
    if (this.connected) this.lose(CLIENT_CLOSED);
    return this;
  }

  // ── What the test does as the server ──

  /** The server sends an event to this socket. */
  push<Event extends keyof ServerToClientEvents>(event: Event, ...args: Parameters<ServerToClientEvents[Event]>): void {
    this.deliver(event, args);
  }

  /**
   * The server answers every `event` the app sent with an acknowledgement that is still waiting
   * (joining a room takes a moment: the answer says the socket is in it now). Fails when none waits.
   */
  acknowledge<Event extends keyof ClientToServerEvents>(event: Event, answer: AnswerOf<Event>): void {
    const answered = this.waiting.filter((entry) => entry.event === event);
    if (answered.length === 0) throw new Error(`The app sent no '${event}' that waits for an acknowledgement`);
    this.waiting = this.waiting.filter((entry) => entry.event !== event);
    for (const { acknowledge } of answered) acknowledge(answer as never);
  }

  /** The connection is lost (a network drop, a server restart); socket.io will reconnect by itself. */
  dropConnection(): void {
    this.lose('transport close');
  }

  /** The connection comes back (socket.io reconnected, or the app called `connect()`). */
  reconnect(): void {
    this.connected = true;
    this.deliver('connect', []);
  }

  /** The server ends the socket itself, as it does when the session ends; socket.io does not reconnect. */
  endByServer(): void {
    this.lose('io server disconnect');
  }

  /** A connection attempt fails (the server is unreachable). */
  failToConnect(message = 'xhr poll error'): void {
    this.connected = false;
    this.deliver('connect_error', [new Error(message)]);
  }

  /** How many listeners the app keeps for `event` (a screen that has gone should keep none). */
  listenerCount(event: keyof HeardEvents): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /**
   * Back to a connected socket with nothing sent. Listeners stay: lib/socket adds its own once, when
   * it creates the socket, and a screen removes its own when it unmounts.
   */
  reset(): void {
    this.connected = true;
    this.emitted = [];
    this.connectCalls = 0;
    this.waiting = [];
  }

  private lose(reason: string): void {
    this.connected = false;
    this.deliver('disconnect', [reason]);
  }

  private deliver(event: keyof HeardEvents, args: unknown[]): void {
    // A copy: a listener may remove itself (or add another) while the event is delivered.
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...values: unknown[]) => void)(...args);
  }
}

export const socketFake = new SocketFake();

/** socket.io-client's `io`, as a mocked module answers it: the app's socket is the fake. */
export function io(): SocketFake {
  return socketFake;
}
