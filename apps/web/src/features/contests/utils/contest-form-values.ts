import type { ContestDetail, ContestFinalize, ContestScoring, IoiScoreMode } from '@codeyard/shared';

/** What the contest form holds: times as the `datetime-local` inputs spell them (local time, to the second). */
export type ContestFormValues = {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  freezeMinutes: number | string;
  rated: boolean;
  /** A contest of teams (docs/contests.md#team-contests). */
  teams: boolean;
  scoring: ContestScoring;
  ioiScoreMode: IoiScoreMode;
  finalize: ContestFinalize;
  problems: string[];
};

export const emptyContestForm: ContestFormValues = {
  title: '',
  description: '',
  startTime: '',
  endTime: '',
  freezeMinutes: 0,
  rated: false,
  teams: false,
  scoring: 'icpc',
  ioiScoreMode: 'best-submission',
  finalize: 'auto',
  problems: [],
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone, e.g. '2026-11-23T10:15:05'. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function contestFormValues(contest: ContestDetail): ContestFormValues {
  return {
    title: contest.title,
    description: contest.description,
    startTime: toLocalInput(contest.startTime),
    endTime: toLocalInput(contest.endTime),
    freezeMinutes: contest.freezeMinutes,
    rated: contest.rated,
    teams: contest.teams ?? false,
    scoring: contest.scoring ?? 'icpc',
    ioiScoreMode: contest.ioiScoreMode ?? 'best-submission',
    finalize: contest.finalize ?? 'auto',
    problems: contest.problems.map((problem) => problem._id),
  };
}
