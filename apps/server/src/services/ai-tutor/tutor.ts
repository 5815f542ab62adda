import { aiChatMessages, normalizeLanguage, type ChatMessage, type User } from '@codeyard/shared';
import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { requireOpenHelp } from '../policy/access-policy.js';
import { findProblemIdByTitle, getProblem } from '../problems/problems.js';
import type { ChatProvider, ChatTurn } from './chat-types.js';
import { appendTurn, loadTurns, toChatMessage, useDailyQuota } from './conversations.js';
import {
  estimateTokens,
  generalSystemPrompt,
  systemPrompt,
  turnsWithinBudget,
  type LearnerState,
} from './tutor-prompt.js';

export type TutorQuestion = {
  user: User;
  /** The problem asked about, or null to tutor without one (nothing is stored then). */
  problemId: string | null;
  text: string;
  /** Earlier turns as the client kept them: used only when no problem is named, as the server keeps none then. */
  history?: ChatTurn[];
  code?: string;
  language?: string;
};

/**
 * What the tutor uses of the app, and nothing more: the app's context fits it as it is, and a test
 * can build one without a server.
 */
export type TutorDependencies = {
  database: DatabaseHandle;
  config: { ai: Pick<Config['ai'], 'dailyQuota' | 'contextTokens' | 'timeoutMs'> };
  /** Epoch milliseconds: the day the quota counts and the time a turn is stored. */
  clock: () => number;
  logger: { warn(details: object, message: string): void };
  /** The model, or null when none is configured. */
  chatProvider: ChatProvider | null;
};

/** The provider, or 503 with the words that tell an administrator how to turn the tutor on. */
export function requireProvider(dependencies: Pick<TutorDependencies, 'chatProvider'>): ChatProvider {
  if (!dependencies.chatProvider) throw new AppError('UNAVAILABLE', aiChatMessages.notConfigured);
  return dependencies.chatProvider;
}

async function lastVerdict(database: DatabaseHandle, userId: string, problemId: string): Promise<string | null> {
  const row = await database
    .selectFrom('submissions')
    .select(['status', 'verdict', 'tests_passed', 'tests_total', 'language'])
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  // Only the verdict and counts: error messages of hidden tests are not the model's to read.
  return `${row.verdict ?? row.status} in ${row.language} (${row.tests_passed}/${row.tests_total} tests passed)`;
}

/**
 * Everything that can refuse a question before the model is asked (503, 404, 429), so that a
 * streaming answer starts only once it will be answered. Returns a function that asks.
 */
export async function prepareQuestion(dependencies: TutorDependencies, question: TutorQuestion) {
  const provider = requireProvider(dependencies);
  const { database, config, clock, logger } = dependencies;
  const problem = question.problemId ? await getProblem(database, question.problemId) : null;
  await useDailyQuota(database, { userId: question.user._id, quota: config.ai.dailyQuota, now: clock() });
  const conversation = problem ? { userId: question.user._id, problemId: problem.id } : null;
  const learner: LearnerState = {
    code: question.code ?? null,
    language: question.language ? (normalizeLanguage(question.language) ?? null) : null,
    lastVerdict: problem ? await lastVerdict(database, question.user._id, problem.id) : null,
  };
  const system = problem ? systemPrompt(problem, learner) : generalSystemPrompt(learner);
  const history = conversation ? await loadTurns(database, conversation) : (question.history ?? []);
  const newest: ChatTurn = { role: 'user', text: question.text };
  // Kept first, so a reload shows what was asked even if the answer fails.
  if (conversation) await appendTurn(database, conversation, newest, clock());
  const turns = turnsWithinBudget([...history, newest], Math.max(config.ai.contextTokens - estimateTokens(system), 0));

  /** Streams the answer to `onText`; a failure or timeout becomes the spec's message, logged. A stop by the user keeps what came. */
  return async function ask(onText: (text: string) => void, stop: AbortSignal): Promise<ChatMessage> {
    const signal = AbortSignal.any([stop, AbortSignal.timeout(config.ai.timeoutMs)]);
    let answer = '';
    try {
      for await (const text of provider.stream({ system, turns, signal })) {
        answer += text;
        onText(text);
      }
      // Some SDKs end the stream quietly when it is aborted.
      if (signal.aborted) throw signal.reason;
      if (!answer.trim()) throw new Error('the model answered no text');
    } catch (error) {
      if (!stop.aborted) {
        logger.warn(
          { err: error, provider: provider.name, problemId: problem?.id ?? null, userId: question.user._id },
          'AI tutor request failed',
        );
        // Replaces any partial text: the final message is what the conversation keeps and shows.
        answer = aiChatMessages.failed;
      }
    }
    if (!answer) return toChatMessage({ role: 'model', text: '' });
    const reply: ChatTurn = { role: 'model', text: answer };
    if (conversation) await appendTurn(database, conversation, reply, clock());
    return toChatMessage(reply);
  };
}

/**
 * Which problem a question is about. A client that names none (the original one sends the
 * problem's title and statement as context) is matched by exact title among the problems the user
 * may open; a title that matches nothing they may open gets the tutor without a problem, and the
 * text it sent is only ever conversation. A problem whose help is closed (its contest runs) is
 * refused as with its id.
 */
export async function resolveTutorProblem(
  database: DatabaseHandle,
  options: { user: User; problemId?: string; title?: string; nowMs: number },
): Promise<string | null> {
  if (options.problemId) {
    await requireOpenHelp(database, options.problemId, options.user, options.nowMs);
    return options.problemId;
  }
  const title = options.title?.trim();
  if (!title) return null;
  for (const problemId of await findProblemIdByTitle(database, title)) {
    try {
      await requireOpenHelp(database, problemId, options.user, options.nowMs);
      return problemId;
    } catch (error) {
      // Not one this user may open: as if it did not exist.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return null;
}
