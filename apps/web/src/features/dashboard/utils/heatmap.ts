import { HEATMAP_DAYS } from '@codeyard/shared';

export type HeatmapDay = { date: string; count: number; level: number };

/** Shades of the heatmap above "none" (react-activity-calendar's default of 5 levels, 0–4). */
export const HEATMAP_MAX_LEVEL = 4;

const DAY_MS = 86_400_000;

/**
 * Every UTC day of the year up to `todayMs`, with its submission count (0 where the server left the
 * day out) and a shade relative to the busiest day, so the calendar always spans the whole year.
 */
export function buildHeatmap(
  activity: { date: string; count: number }[],
  todayMs: number,
  days = HEATMAP_DAYS,
): HeatmapDay[] {
  const counts = new Map(activity.map((day) => [day.date, day.count]));
  const busiest = Math.max(0, ...activity.map((day) => day.count));
  const today = Math.floor(todayMs / DAY_MS) * DAY_MS;
  const result: HeatmapDay[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = new Date(today - offset * DAY_MS).toISOString().slice(0, 10);
    const count = counts.get(date) ?? 0;
    const level = count === 0 || busiest === 0 ? 0 : Math.max(1, Math.ceil((count / busiest) * HEATMAP_MAX_LEVEL));
    result.push({ date, count, level });
  }
  return result;
}
