import { GoogleGenAI } from '@google/genai';
import type { ChatProvider, ProviderSettings } from './chat-types.js';

/** Google Gemini through @google/genai (`:streamGenerateContent?alt=sse`); AI_BASE_URL points it elsewhere (tests, proxies). */
export function createGeminiProvider(settings: ProviderSettings): ChatProvider {
  const client = new GoogleGenAI({
    apiKey: settings.apiKey ?? '',
    ...(settings.baseUrl ? { httpOptions: { baseUrl: settings.baseUrl } } : {}),
  });
  return {
    name: `gemini:${settings.model}`,
    async *stream({ system, turns, signal }) {
      const chunks = await client.models.generateContentStream({
        model: settings.model,
        contents: turns.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
        config: { systemInstruction: system, abortSignal: signal },
      });
      for await (const chunk of chunks) {
        const text = chunk.text;
        if (text) yield text;
      }
    },
  };
}
