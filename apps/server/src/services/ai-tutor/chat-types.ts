import type { Config } from '../../config/env.js';

/*
 * The types shared by the tutor and the providers behind it. They live apart from the factory
 * (chat-provider.ts) so that a provider imports only these and the factory imports the providers:
 * arrows run one way.
 */

/** One turn of a conversation as the tutor keeps it. */
export type ChatTurn = { role: 'user' | 'model'; text: string };

export type ChatRequest = {
  /** Instructions and the problem's context; sent as the provider's system message. */
  system: string;
  /** Oldest first; the last is the user's newest message. */
  turns: ChatTurn[];
  /** Ends the request: the user stopped the reply, or the time limit passed. */
  signal: AbortSignal;
};

/** A model behind the tutor. Both calls throw on any provider failure; the tutor turns that into the spec's message. */
export type ChatProvider = {
  readonly name: string;
  /** Yields the answer's text as it is generated. */
  stream(request: ChatRequest): AsyncIterable<string>;
};

export type ProviderSettings = NonNullable<Config['ai']['provider']>;
