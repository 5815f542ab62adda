import { useLayoutEffect, useRef } from 'react';
import { ActivityCalendar } from 'react-activity-calendar';

import { useDarkScheme } from '../../../lib/color-scheme';
import { buildHeatmap, HEATMAP_MAX_LEVEL } from '../utils/heatmap';

// Five shades each, lightest for "no submissions"; the dark set stays visible on a dark background.
const theme = {
  light: ['#e5e7eb', '#bbf7d0', '#4ade80', '#16a34a', '#14532d'],
  dark: ['#1f2937', '#14532d', '#15803d', '#22c55e', '#86efac'],
};

/** Submissions per day over the last year, like the contribution graphs people know; in the page's theme (the system's, or the one chosen). */
export function ActivityHeatmap({
  activity,
  todayMs,
}: {
  activity: { date: string; count: number }[];
  todayMs: number;
}) {
  const data = buildHeatmap(activity, todayMs);
  const dark = useDarkScheme();
  const frame = useRef<HTMLDivElement | null>(null);
  // A year does not fit a phone: the graph scrolls sideways, and opens on its newest weeks (today), not last year's.
  useLayoutEffect(() => {
    const scrollers = [frame.current, ...(frame.current?.querySelectorAll<HTMLElement>('*') ?? [])].filter(
      (element): element is HTMLElement => element !== null && element.scrollWidth > element.clientWidth,
    );
    for (const scroller of scrollers) {
      scroller.scrollLeft = scroller.scrollWidth;
      // A region that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
      if (!scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
    }
  }, [activity, todayMs]);
  return (
    <div ref={frame} className="max-w-full overflow-x-auto" data-testid="activity-heatmap">
      <ActivityCalendar
        data={data}
        maxLevel={HEATMAP_MAX_LEVEL}
        theme={theme}
        colorScheme={dark ? 'dark' : 'light'}
        blockSize={11}
        fontSize={12}
        labels={{
          totalCount: `{{count}} ${activity.reduce((sum, day) => sum + day.count, 0) === 1 ? 'submission' : 'submissions'} in the last year`,
        }}
        tooltips={{
          activity: { text: (day) => `${day.count} submission${day.count === 1 ? '' : 's'} on ${day.date}` },
        }}
      />
    </div>
  );
}
