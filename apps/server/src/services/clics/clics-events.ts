import type { ClicsContest } from './clics-contest.js';

/**
 * The event feed (ccs-specs 2023-06, "Event feed"): one notification per object, in the order the
 * objects came to be for this reader. Nothing is stored: the feed is rebuilt from the contest as it
 * is now, and each notification's token is its place in that order (time, then kind, then id), so
 * `since_token` resumes after it even across servers. An object that changes (a contest edited, a
 * result revealed at the end of the freeze) moves to its new time and is sent again, which the
 * format reads as an update.
 */
export type ClicsNotification = {
  type: string;
  id: string | null;
  data: unknown;
  token: string;
};

/** Order among notifications of the same millisecond: what others refer to comes first; the final state last. */
const KIND_ORDER = {
  'judgement-types': 0,
  languages: 1,
  contest: 2,
  problems: 3,
  groups: 4,
  organizations: 5,
  teams: 6,
  state: 7,
  submissions: 8,
  judgements: 9,
  runs: 10,
  clarifications: 11,
  finalState: 12,
} as const;

type Kind = keyof typeof KIND_ORDER;

/** A sortable key: zero-padded epoch ms, kind, id. */
function keyOf(atMs: number, kind: Kind, id: string): string {
  return `${String(Math.max(0, atMs)).padStart(15, '0')}.${String(KIND_ORDER[kind]).padStart(2, '0')}.${id}`;
}

export function tokenOf(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64url');
}

/** The key a token stands for, or null if it is not one of ours. */
export function keyOfToken(token: string): string | null {
  const key = Buffer.from(token, 'base64url').toString('utf8');
  return /^\d{15}\.\d{2}\./.test(key) ? key : null;
}

/** Every notification for this reader, in order. */
export function clicsNotifications(view: ClicsContest): ClicsNotification[] {
  const entries: { key: string; type: string; id: string | null; data: unknown }[] = [];
  const add = (atMs: number, kind: Kind, type: string, id: string | null, data: unknown) =>
    entries.push({ key: keyOf(atMs, kind, id ?? ''), type, id, data });

  // Reference data is there from the beginning of time.
  for (const type of view.judgementTypes) add(0, 'judgement-types', 'judgement-types', type.id, type);
  for (const language of view.languages) add(0, 'languages', 'languages', language.id, language);
  const updatedMs = Date.parse(view.contest.updatedAt);
  add(updatedMs, 'contest', 'contest', view.contest.id, view.contestObject);
  for (const problem of view.problems) add(problem.atMs, 'problems', 'problems', problem.object.id, problem.object);
  // A team's group and organization come with the first team that refers to them (clics-affiliations.ts).
  for (const group of view.groups) add(group.atMs, 'groups', 'groups', group.object.id, group.object);
  for (const organization of view.organizations)
    add(organization.atMs, 'organizations', 'organizations', organization.object.id, organization.object);
  for (const team of view.teams) add(team.atMs, 'teams', 'teams', team.object.id, team.object);
  view.states.forEach((state, index) => {
    const final = index === view.states.length - 1 && state.object.end_of_updates !== null;
    add(state.atMs, final ? 'finalState' : 'state', 'state', null, state.object);
  });
  for (const submission of view.submissions)
    add(submission.atMs, 'submissions', 'submissions', submission.object.id, submission.object);
  for (const judgement of view.judgements)
    add(judgement.atMs, 'judgements', 'judgements', judgement.object.id, judgement.object);
  for (const run of view.runs) add(run.atMs, 'runs', 'runs', run.object.id, run.object);
  for (const clarification of view.clarifications)
    add(clarification.atMs, 'clarifications', 'clarifications', clarification.object.id, clarification.object);

  entries.sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
  return entries.map(({ key, type, id, data }) => ({ type, id, data, token: tokenOf(key) }));
}

/** The notifications after the one `sinceToken` names (all of them without a token). */
export function notificationsSince(all: readonly ClicsNotification[], sinceToken: string | null): ClicsNotification[] {
  if (sinceToken === null) return [...all];
  const since = keyOfToken(sinceToken);
  if (since === null) return [...all];
  return all.filter((notification) => (keyOfToken(notification.token) ?? '') > since);
}
