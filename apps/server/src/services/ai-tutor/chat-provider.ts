import type { Config } from '../../config/env.js';
import type { ChatProvider } from './chat-types.js';
import { createGeminiProvider } from './gemini-provider.js';
import { createOpenAiProvider } from './openai-provider.js';

/** The configured model behind the tutor, or null when none is configured (the tutor then answers 503). */
export function createChatProvider(settings: Config['ai']['provider']): ChatProvider | null {
  if (!settings) return null;
  return settings.kind === 'gemini' ? createGeminiProvider(settings) : createOpenAiProvider(settings);
}
