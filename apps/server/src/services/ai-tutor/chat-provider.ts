import type { Config } from '../../config/env.js';
import { createGeminiProvider } from './gemini-provider.js';
import { createOpenAiProvider } from './openai-provider.js';

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

export function createChatProvider(settings: Config['ai']['provider']): ChatProvider | null {
  if (!settings) return null;
  return settings.kind === 'gemini' ? createGeminiProvider(settings) : createOpenAiProvider(settings);
}
