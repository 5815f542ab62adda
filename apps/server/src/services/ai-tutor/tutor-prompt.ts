import { aiChatMessages } from '@codeyard/shared';
import type { Problem } from '../problems/problem-model.js';
import type { ChatTurn } from './chat-types.js';

/** The user's own state on the problem, read by the server (the code comes from their editor). */
export type LearnerState = {
  code: string | null;
  language: string | null;
  /** Their newest submission: its verdict, the test it failed on and how many tests passed. */
  lastVerdict: string | null;
};

/** Characters per token, roughly, for English and code; used only to keep requests within budget. */
const CHARACTERS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARACTERS_PER_TOKEN);
}

/**
 * The tutor's instructions and the problem's context. Built only from what any visitor may see
 * (statement and visible examples) and the user's own code and verdict: never hidden tests or
 * reference solutions.
 */
export function systemPrompt(problem: Problem, learner: LearnerState): string {
  const examples = problem.visibleTests
    .map(
      (test, index) =>
        `Example ${index + 1}\nInput:\n${test.input}\nOutput:\n${test.output}${test.explanation ? `\nExplanation: ${test.explanation}` : ''}`,
    )
    .join('\n\n');
  return [
    'You are a patient programming tutor on Codeyard, a coding-practice site. You help with exactly one problem, given below.',
    'Rules:',
    '- Stay on this problem and the programming ideas it needs; politely decline anything unrelated.',
    '- Teach: ask what the learner has tried, then give hints one step at a time (the idea, the data structure, an edge case to consider).',
    '- Do not give a complete solution unless the learner has asked for it explicitly after receiving hints; even then, explain it.',
    '- When you look at their code, point to the mistake and why it fails rather than rewriting the whole program.',
    '- Use Markdown; put code in fenced blocks with the language named.',
    '',
    `Problem: ${problem.title} (${problem.difficulty}${problem.tags.length ? `; ${problem.tags.join(', ')}` : ''})`,
    problem.description,
    '',
    examples,
    '',
    learner.language ? `The learner is writing ${learner.language}.` : 'The learner has not chosen a language yet.',
    learner.code?.trim()
      ? `Their current code:\n\`\`\`${learner.language ?? ''}\n${learner.code}\n\`\`\``
      : 'Their editor is empty or unchanged.',
    learner.lastVerdict ? `Their last submission: ${learner.lastVerdict}.` : 'They have not submitted yet.',
  ].join('\n');
}

/**
 * The tutor with no problem named (a client that sends only its own context, as the original one
 * does, for a title that is not ours): the same teaching rules, about programming in general.
 * Whatever the client said the problem was stays in the conversation, never in these instructions.
 */
export function generalSystemPrompt(learner: Pick<LearnerState, 'code' | 'language'>): string {
  return [
    'You are a patient programming tutor on Codeyard, a coding-practice site. No particular problem was named.',
    'Rules:',
    '- Help with programming and algorithm questions; politely decline anything unrelated.',
    '- Teach: ask what the learner has tried, then give hints one step at a time.',
    '- Do not give a complete solution unless the learner has asked for it explicitly after receiving hints; even then, explain it.',
    '- Use Markdown; put code in fenced blocks with the language named.',
    '',
    learner.language ? `The learner is writing ${learner.language}.` : 'The learner has not chosen a language yet.',
    learner.code?.trim()
      ? `Their current code:\n\`\`\`${learner.language ?? ''}\n${learner.code}\n\`\`\``
      : 'Their editor is empty or unchanged.',
  ].join('\n');
}

/**
 * What is sent to the model: the newest turns that fit the budget (tokens, after the system
 * prompt), starting with a user turn, consecutive turns of one role joined, and the failure
 * notices the user saw left out (they are not the model's words). The newest turn is always kept.
 */
export function turnsWithinBudget(turns: ChatTurn[], budgetTokens: number): ChatTurn[] {
  const merged: ChatTurn[] = [];
  for (const turn of turns) {
    if (turn.role === 'model' && turn.text === aiChatMessages.failed) continue;
    const previous = merged.at(-1);
    if (previous?.role === turn.role)
      merged[merged.length - 1] = { role: turn.role, text: `${previous.text}\n\n${turn.text}` };
    else merged.push(turn);
  }
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let index = merged.length - 1; index >= 0; index -= 1) {
    const turn = merged[index]!;
    const cost = estimateTokens(turn.text);
    if (kept.length > 0 && used + cost > budgetTokens) break;
    kept.unshift(turn);
    used += cost;
  }
  while (kept.length > 1 && kept[0]!.role !== 'user') kept.shift();
  return kept;
}
