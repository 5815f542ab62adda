import { z } from 'zod';
import { MAX_SOURCE_BYTES } from './submission.js';

/** docs/product.md §5 and §9: an AI chat message has at least 2 characters. */
export const CHAT_MESSAGE_MIN_LENGTH = 2;
/** Longest message a user may send, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Most messages accepted in one request; only the newest is used (the server keeps the history). */
export const CHAT_REQUEST_MAX_MESSAGES = 200;

export const aiChatMessages = {
  required: 'Message is required',
  tooShort: `Message must be at least ${CHAT_MESSAGE_MIN_LENGTH} characters`,
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  /** docs/product.md §8: what the conversation shows when the model fails. */
  failed: 'Sorry, I encountered an error.',
  lastMustBeUser: 'The last message must be from the user',
  tooManyMessages: `At most ${CHAT_REQUEST_MAX_MESSAGES} messages may be sent at once`,
  notConfigured:
    'The AI helper is not configured on this server. An administrator can enable it by setting AI_PROVIDER (gemini or openai), AI_API_KEY and AI_MODEL (and AI_BASE_URL for an OpenAI-compatible server such as Ollama).',
  dailyQuota: "You have used today's AI helper messages. Try again tomorrow.",
} as const;

/** docs/product.md §3 Chat message: role user or model, parts with text. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'model']),
  parts: z
    .array(z.object({ text: z.string().max(100_000) }))
    .min(1)
    .max(20),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The text a user types (the form and the route share it). */
export const chatTextSchema = z
  .string({ error: aiChatMessages.required })
  .trim()
  .min(1, aiChatMessages.required)
  .min(CHAT_MESSAGE_MIN_LENGTH, aiChatMessages.tooShort)
  .max(CHAT_MESSAGE_MAX_LENGTH, aiChatMessages.tooLong);

export const chatFormSchema = z.object({ message: chatTextSchema });

/**
 * docs/product.md §7 POST /ai/chat. The server keeps the conversation and builds the problem's context itself,
 * so only the newest message is read from `messages`. Without `problemId` (the original client),
 * `title` names the problem (exact match, among those the user may open); with neither, or a title
 * that matches none, the tutor answers without a problem and the earlier `messages` are the
 * conversation (nothing is stored). `description`, `testCases` and `startCode` are accepted and
 * ignored: client text is conversation, never instructions. `code` and `language` are the user's own editor.
 */
export const aiChatRequestSchema = z
  .looseObject({
    /** Left out by the original client, which sends `title` (and the statement) instead. */
    problemId: z.string().min(1, 'Problem is required').max(100).optional(),
    title: z.string().max(1000).optional(),
    messages: z
      .array(chatMessageSchema, { error: aiChatMessages.required })
      .min(1, aiChatMessages.required)
      .max(CHAT_REQUEST_MAX_MESSAGES, aiChatMessages.tooManyMessages),
    code: z.string().max(MAX_SOURCE_BYTES).optional(),
    language: z.string().max(20).optional(),
  })
  .superRefine((request, context) => {
    const newest = request.messages.at(-1);
    if (newest?.role !== 'user') {
      context.addIssue({ code: 'custom', path: ['messages'], message: aiChatMessages.lastMustBeUser });
      return;
    }
    const text = chatTextSchema.safeParse(newest.parts.map((part) => part.text).join(''));
    if (!text.success)
      context.addIssue({
        code: 'custom',
        path: ['messages', request.messages.length - 1],
        message: text.error.issues[0]?.message ?? aiChatMessages.required,
      });
  });
export type AiChatRequest = z.input<typeof aiChatRequestSchema>;

/** GET /ai/chat/:id: the stored conversation, oldest first, and whether the helper is configured. */
export type AiConversation = {
  configured: boolean;
  messages: ChatMessage[];
  notice: string | null;
  /** Messages the user may still send today (UTC), of the day's allowance. */
  quota?: { remaining: number; limit: number };
};

/** "7 of 50 messages left today". */
export function quotaText(quota: { remaining: number; limit: number }): string {
  return `${quota.remaining} of ${quota.limit} message${quota.limit === 1 ? '' : 's'} left today`;
}

/** Server-Sent Events of POST /ai/chat/stream, each a JSON `data:` line. */
export type AiStreamEvent =
  { type: 'delta'; text: string } | { type: 'done'; message: ChatMessage } | { type: 'error'; message: string };
