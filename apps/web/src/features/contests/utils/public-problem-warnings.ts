import { publicProblemWarning, type ContestWarning, type ProblemListEntry } from '@codeyard/shared';

/**
 * The public problems the contest form warns about: those chosen now that the admin list says are
 * public, in contest order, then those the last save answered (`warnings`) that are not chosen any
 * more but still in the saved contest. A problem the list no longer says is public is left out, so
 * a warning goes as soon as its problem is kept for the contest.
 */
export function publicProblemWarnings(options: {
  problems: readonly ProblemListEntry[];
  chosen: readonly string[];
  saved: readonly ContestWarning[];
}): ContestWarning[] {
  const byId = new Map(options.problems.map((problem) => [problem._id, problem]));
  const live = options.chosen.flatMap((problemId): ContestWarning[] => {
    const problem = byId.get(problemId);
    return problem?.visibility === 'public'
      ? [{ problemId, title: problem.title, message: publicProblemWarning(problem.title) }]
      : [];
  });
  const named = new Set(live.map((warning) => warning.problemId));
  const saved = options.saved.filter((warning) => {
    const visibility = byId.get(warning.problemId)?.visibility;
    return !named.has(warning.problemId) && (visibility === undefined || visibility === 'public');
  });
  return [...live, ...saved];
}
