import { z } from 'zod';
import type { CountOutOf } from './dashboard.js';
import type { ContestScoring } from './scoring.js';
import { isReservedHandle } from './reserved-handles.js';

/**
 * A handle names a person in addresses (/u/:handle) and on boards: 3 to 24 lowercase letters,
 * digits, `_` or `-`, starting with a letter or digit. It is typed in any case and kept lowercase,
 * so "Ada" and "ada" cannot be two people.
 */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9_-]{2,23}$/;

export const profileMessages = {
  handleInvalid: 'Handle must be 3 to 24 letters, digits, _ or -, starting with a letter or digit',
  handleTaken: 'That handle is already taken',
  handleReserved: 'That handle is reserved: it could pass for Codeyard staff (admin, jury, moderator, system…)',
  notFound: 'User not found',
} as const;

export const handleSchema = z
  .string({ error: profileMessages.handleInvalid })
  .trim()
  .toLowerCase()
  .regex(HANDLE_PATTERN, profileMessages.handleInvalid)
  .refine((handle) => !isReservedHandle(handle), profileMessages.handleReserved);

/**
 * "Zoë O'Brien" → "zoeobrien": the start of a handle derived from a name ("user" when nothing is
 * left, or when what is left passes for staff and the account is not staff's: "Judge" is a name,
 * but "judge" a reserved handle).
 */
export function handleBaseFrom(name: string, options: { staff?: boolean } = {}): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 18);
  if (letters.length === 0 || (!options.staff && isReservedHandle(letters))) return 'user';
  return letters.length < 3 ? letters.padEnd(3, '0') : letters;
}

/**
 * The first of base, base2, base3, … that is not taken. A caller that counts reserved handles as
 * taken ("roo" could go on to "roo7") starts from a base that is not reserved, as handleBaseFrom's.
 */
export function firstFreeHandle(base: string, taken: (handle: string) => boolean): string {
  if (!taken(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Where a newcomer's rating starts (the first contest moves it from here). */
export const INITIAL_RATING = 1500;

/** Longest-streak milestones that earn a badge, in days. */
export const STREAK_BADGE_DAYS = [7, 30, 100, 365] as const;

export type Streaks = {
  /** Consecutive days with a submission, ending today or yesterday (UTC); 0 otherwise. */
  current: number;
  /** The longest run of such days in the activity window. */
  longest: number;
};

/** One rated contest's effect on a person's rating. */
export type RatingChange = {
  contestId: string;
  contestTitle: string;
  endTime: string;
  /** Final place; people tied share the best place. */
  rank: number;
  oldRating: number;
  newRating: number;
};

/** The public profile at /u/:handle; nothing private (no email, nothing the freeze hides). */
export type PublicProfile = {
  handle: string;
  name: string;
  /** The person is Codeyard staff (an admin): shown with a badge beside the name, so nobody else passes for them. Present only when true. */
  staff?: true;
  memberSince: string;
  /** Current rating; null until the first rated contest. */
  rating: number | null;
  maxRating: number | null;
  solvedCount: number;
  byDifficulty: Record<string, CountOutOf>;
  activity: { date: string; count: number }[];
  streaks: Streaks;
  /** Streak milestones reached, in days (from STREAK_BADGE_DAYS). */
  streakBadges: number[];
  recentAccepted: { _id: string; title: string; difficulty: string; acceptedAt: string }[];
  contests: {
    _id: string;
    title: string;
    endTime: string;
    rated: boolean;
    /** ICPC contests show `solved`, IOI ones `totalScore` out of `maxScore` (ContestStanding). */
    scoring: ContestScoring;
    rank: number | null;
    solved: number;
    totalScore: number;
    maxScore: number | null;
    participants: number;
    ratingChange: { oldRating: number; newRating: number } | null;
  }[];
  ratingHistory: RatingChange[];
};

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** Current and longest streaks from per-day submission counts (UTC dates, any order). */
export function streaksOf(activity: readonly { date: string; count: number }[], nowMs: number): Streaks {
  const days = [...new Set(activity.filter((day) => day.count > 0).map((day) => dayNumber(day.date)))].sort(
    (left, right) => left - right,
  );
  let longest = 0;
  let run = 0;
  for (let index = 0; index < days.length; index += 1) {
    run = index > 0 && days[index] === days[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const today = Math.floor(nowMs / 86_400_000);
  const last = days.at(-1);
  const current = last !== undefined && today - last <= 1 ? run : 0;
  return { current, longest };
}

export function streakBadgesFor(streaks: Streaks): number[] {
  return STREAK_BADGE_DAYS.filter((days) => streaks.longest >= days);
}
