import { aiChatMessages, type AiChatRequest, type AiStreamEvent, type ChatMessage } from '@codeyard/shared';

import { API_BASE, ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client';

/**
 * POST /api/ai/chat/stream: calls `onText` with each piece of the reply as the model writes it and
 * resolves with the final message. A refusal before the reply starts (503 not configured, 429
 * quota) rejects with the server's message; aborting `signal` (the Stop button) resolves with what came.
 */
export async function streamChat(
  request: AiChatRequest,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<ChatMessage> {
  const response = await fetch(`${API_BASE}/ai/chat/stream`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(data?.message ?? DEFAULT_ERROR_MESSAGE, response.status, data);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      // Events end with a blank line; a partial one waits for the next piece.
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        if (!frame.startsWith('data: ')) continue;
        const event = JSON.parse(frame.slice('data: '.length)) as AiStreamEvent;
        if (event.type === 'delta') {
          text += event.text;
          onText(event.text);
        } else if (event.type === 'done') {
          return event.message;
        } else {
          return { role: 'model', parts: [{ text: event.message }] };
        }
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  return { role: 'model', parts: [{ text: signal.aborted ? text : text || aiChatMessages.failed }] };
}
