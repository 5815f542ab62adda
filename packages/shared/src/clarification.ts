import { z } from 'zod';

/** Longest question, answer or announcement, in characters after trimming. */
export const CLARIFICATION_MAX_LENGTH = 2000;

export const clarificationMessages = {
  empty: 'Write something first',
  tooLong: `Must be at most ${CLARIFICATION_MAX_LENGTH.toLocaleString('en-US')} characters`,
  notFound: 'Clarification not found',
  notRegistered: 'Register for the contest to ask the jury',
  ended: 'The contest has ended, so questions are closed',
  problemNotInContest: 'That problem is not part of this contest',
  notAQuestion: 'Announcements cannot be answered',
  asked: 'Question sent to the jury',
  answered: 'Answer sent',
  announced: 'Announcement sent',
} as const;

const clarificationText = z
  .string({ error: clarificationMessages.empty })
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, clarificationMessages.empty)
  .refine((value) => value.length <= CLARIFICATION_MAX_LENGTH, clarificationMessages.tooLong);

/** POST /problem/contest/:id/clarifications: no problemId (or null) asks about the contest in general. */
export const askClarificationSchema = z.object({
  problemId: z.string().min(1).max(100).nullish(),
  text: clarificationText,
});
export type AskClarificationInput = z.input<typeof askClarificationSchema>;

/** POST /problem/contest/:id/clarifications/:clarificationId/answer. */
export const answerClarificationSchema = z.object({
  text: clarificationText,
  toAll: z.boolean({ error: 'toAll must be true or false' }).default(false),
});
export type AnswerClarificationInput = z.input<typeof answerClarificationSchema>;

/** POST /problem/contest/:id/announcements. */
export const announcementSchema = z.object({ text: clarificationText });
export type AnnouncementInput = z.input<typeof announcementSchema>;

/**
 * One item of a contest's clarifications as its reader may see it: a contestant's own question
 * (`mine`), a question answered to everyone (never saying who asked), or an announcement.
 * `askedBy` is present for the jury only.
 */
export type ClarificationView = {
  _id: string;
  contestId: string;
  kind: 'question' | 'announcement';
  /** The problem a question is about; null for the contest in general (and for announcements). */
  problemId: string | null;
  /** The question, or the announcement itself. */
  text: string;
  answer: string | null;
  answeredAt: string | null;
  /** Seen by every reader of the contest (announcements always; questions once answered to all). */
  toAll: boolean;
  /** The reader asked it. */
  mine: boolean;
  /** The asker (for the jury); `staff` when the asker is an admin (see CommentAuthor). */
  askedBy?: { _id: string; name: string; staff?: true } | null;
  createdAt: string;
};

/** GET /problem/contest/:id/clarifications, newest first; `unanswered` is counted for the jury only. */
export type ClarificationList = { clarifications: ClarificationView[]; unanswered?: number };

/**
 * The socket event `contest-clarification`: `question` reaches the jury, `answer` the asker (or the
 * whole contest when answered to all), `announcement` the whole contest.
 */
export type ClarificationEvent = {
  contestId: string;
  reason: 'question' | 'answer' | 'announcement';
  clarification: ClarificationView;
};
