import OpenAI from 'openai';
import type { ChatProvider, ProviderSettings } from './chat-types.js';

/**
 * Any server speaking OpenAI's chat completions (OpenAI, Ollama, vLLM, llama.cpp, LM Studio):
 * AI_BASE_URL names it, e.g. http://127.0.0.1:11434/v1. Local servers often need no key.
 */
export function createOpenAiProvider(settings: ProviderSettings): ChatProvider {
  // No retries: the tutor's own time limit bounds the whole wait, and the user can simply ask again.
  const client = new OpenAI({
    apiKey: settings.apiKey ?? 'not-needed',
    baseURL: settings.baseUrl ?? undefined,
    maxRetries: 0,
  });
  return {
    name: `openai:${settings.model}`,
    async *stream({ system, turns, signal }) {
      const stream = await client.chat.completions.create(
        {
          model: settings.model,
          stream: true,
          messages: [
            { role: 'system', content: system },
            ...turns.map((turn) => ({
              role: turn.role === 'model' ? ('assistant' as const) : ('user' as const),
              content: turn.text,
            })),
          ],
        },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
