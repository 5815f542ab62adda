/** Codeforces' rating bands, lowest first: a rating is named by the last band it reaches. */
const BANDS = [
  { from: -Infinity, title: 'Newbie' },
  { from: 1200, title: 'Pupil' },
  { from: 1400, title: 'Specialist' },
  { from: 1600, title: 'Expert' },
  { from: 1900, title: 'Candidate Master' },
  { from: 2100, title: 'Master' },
  { from: 2300, title: 'International Master' },
  { from: 2400, title: 'Grandmaster' },
  { from: 2600, title: 'International Grandmaster' },
  { from: 3000, title: 'Legendary Grandmaster' },
] as const;

export function ratingTitle(rating: number): string {
  let title: string = BANDS[0].title;
  for (const band of BANDS) if (rating >= band.from) title = band.title;
  return title;
}

/** "+65", "−12", "±0": a change as people read it. */
export function signedChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '±0';
}
