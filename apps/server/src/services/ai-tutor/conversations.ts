import { aiChatMessages, type ChatMessage } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import type { ChatTurn } from './chat-types.js';

/** Most turns kept per user and problem; older ones are deleted as new ones arrive. */
export const STORED_TURNS_MAX = 200;

type Conversation = { userId: string; problemId: string };

export async function loadTurns(database: DatabaseHandle, conversation: Conversation): Promise<ChatTurn[]> {
  const rows = await database
    .selectFrom('chat_messages')
    .select(['role', 'text'])
    .where('user_id', '=', conversation.userId)
    .where('problem_id', '=', conversation.problemId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ role: row.role === 'model' ? 'model' : 'user', text: row.text }));
}

export function toChatMessage(turn: ChatTurn): ChatMessage {
  return { role: turn.role, parts: [{ text: turn.text }] };
}

export async function appendTurn(
  database: DatabaseHandle,
  conversation: Conversation,
  turn: ChatTurn,
  now: number,
): Promise<void> {
  const last = await database
    .selectFrom('chat_messages')
    .select((select) => select.fn.max('position').as('position'))
    .where('user_id', '=', conversation.userId)
    .where('problem_id', '=', conversation.problemId)
    .executeTakeFirst();
  const position = Number(last?.position ?? 0) + 1;
  await database
    .insertInto('chat_messages')
    .values({
      id: newId(),
      user_id: conversation.userId,
      problem_id: conversation.problemId,
      role: turn.role,
      text: turn.text,
      position,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  await database
    .deleteFrom('chat_messages')
    .where('user_id', '=', conversation.userId)
    .where('problem_id', '=', conversation.problemId)
    .where('position', '<=', position - STORED_TURNS_MAX)
    .execute();
}

/** The "new chat" button. */
export async function clearTurns(database: DatabaseHandle, conversation: Conversation): Promise<void> {
  await database
    .deleteFrom('chat_messages')
    .where('user_id', '=', conversation.userId)
    .where('problem_id', '=', conversation.problemId)
    .execute();
}

/** How many of today's (UTC) requests the user has left, and the day's allowance. */
export async function dailyQuotaLeft(
  database: DatabaseHandle,
  input: { userId: string; quota: number; now: number },
): Promise<{ remaining: number; limit: number }> {
  const day = new Date(input.now).toISOString().slice(0, 10);
  const row = await database
    .selectFrom('ai_usage')
    .select('requests')
    .where('user_id', '=', input.userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return { remaining: Math.max(0, input.quota - (row?.requests ?? 0)), limit: input.quota };
}

/** Counts one request against the user's UTC day; refuses (429) once the quota is used. */
export async function useDailyQuota(
  database: DatabaseHandle,
  input: { userId: string; quota: number; now: number },
): Promise<void> {
  const day = new Date(input.now).toISOString().slice(0, 10);
  await database.transaction().execute(async (transaction) => {
    const row = await transaction
      .selectFrom('ai_usage')
      .select('requests')
      .where('user_id', '=', input.userId)
      .where('day', '=', day)
      .executeTakeFirst();
    if ((row?.requests ?? 0) >= input.quota) throw new AppError('TOO_MANY_REQUESTS', aiChatMessages.dailyQuota);
    await transaction
      .insertInto('ai_usage')
      .values({ user_id: input.userId, day, requests: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'day'])
          .doUpdateSet((update) => ({ requests: update('ai_usage.requests', '+', 1) })),
      )
      .execute();
  });
}
