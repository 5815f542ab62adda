import type { ContestScoring } from '@codeyard/shared';

/** A contest's length as organisers announce it: '2 h', '2 h 30 min', '45 min'. */
export function contestLength(startTime: string, endTime: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(endTime) - Date.parse(startTime)) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

type ContestFactsInput = { scoring?: ContestScoring; rated: boolean; startTime: string; endTime: string };

/** A contest card's one line of rules, as Codeforces lists them: 'ICPC · rated · 2 h'. */
export function contestFacts({ scoring = 'icpc', rated, startTime, endTime }: ContestFactsInput): string {
  return [scoring.toUpperCase(), rated ? 'rated' : 'unrated', contestLength(startTime, endTime)].join(' · ');
}
