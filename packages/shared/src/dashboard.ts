import type { ContestScoring } from './scoring.js';

/** How many solved problems the dashboard lists (docs/product.md §9). */
export const DASHBOARD_SOLVED_SHOWN = 5;
/** Days of submissions the activity heatmap covers. */
export const HEATMAP_DAYS = 365;

export type CountOutOf = { solved: number; total: number };

/** The dashboard as both apps hold it: the spec's dashboard fields and the statistics beside them. */
export type DashboardStats = {
  user: { _id: string; firstName: string; lastName: string | null; email: string };
  solvedCount: number;
  totalProblems: number;
  contestsParticipated: number;
  /** The first problems solved, oldest first (docs/product.md: the first 5 solved problems as links). */
  firstSolved: { _id: string; title: string; difficulty: string }[];
  /** Submissions per day (UTC date), days with none left out. */
  activity: { date: string; count: number }[];
  byDifficulty: Record<string, CountOutOf>;
  byTag: Record<string, CountOutOf>;
  submissionCount: number;
  acceptedCount: number;
  /** Accepted ÷ judged submissions, 0–100, null before any verdict. */
  acceptedRate: number | null;
  languages: { language: string; count: number }[];
  recentSubmissions: {
    _id: string;
    problemId: string;
    title: string;
    language: string;
    status: string;
    verdict: string | null;
    createdAt: string;
  }[];
  contestHistory: {
    _id: string;
    title: string;
    startTime: string;
    endTime: string;
    status: string;
    /** ICPC contests show `solved`, IOI ones `totalScore` out of `maxScore` (ContestStanding). */
    scoring: ContestScoring;
    rank: number | null;
    solved: number;
    totalScore: number;
    maxScore: number | null;
    participants: number;
  }[];
};

/** GET /user/dashboard in the API's spelling (the user's address as `emailid`). */
export type DashboardView = Omit<DashboardStats, 'user'> & {
  user: { _id: string; firstName: string; lastName: string | null; emailid: string };
};
