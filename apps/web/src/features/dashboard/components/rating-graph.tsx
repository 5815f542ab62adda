import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { RatingChange } from '@codeyard/shared';

import { signedChange } from '../utils/rating-titles';
import { chartTooltipStyle } from '../utils/chart-style';

// Reads on both the light and the dark theme (SVG attributes cannot use the theme's CSS variables).
const LINE_COLOUR = '#2563eb';

/** The rating after each rated contest, as a line, with the same as a list for screen readers. */
export function RatingGraph({ history }: { history: RatingChange[] }) {
  if (history.length === 0) return <p className="text-base-content/70">No rated contests yet.</p>;
  const points = history.map((change) => ({
    date: new Date(change.endTime).toLocaleDateString(),
    rating: change.newRating,
    contest: change.contestTitle,
  }));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">Rating after each rated contest</figcaption>
      {/* Hidden from assistive technology (the list below says the same); a hidden chart must not take focus. */}
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ left: 8, right: 16, top: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeOpacity={0.2} />
            <XAxis dataKey="date" tick={{ fill: 'currentColor' }} stroke="currentColor" />
            <YAxis domain={['dataMin - 50', 'dataMax + 50']} tick={{ fill: 'currentColor' }} stroke="currentColor" />
            <Tooltip contentStyle={chartTooltipStyle} />
            <Line
              type="linear"
              dataKey="rating"
              name="Rating"
              stroke={LINE_COLOUR}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ol className="sr-only">
        {history.map((change) => (
          <li key={change.contestId}>
            {`${change.contestTitle}: rank ${change.rank}, rating ${change.oldRating} to ${change.newRating} (${signedChange(change.newRating - change.oldRating)})`}
          </li>
        ))}
      </ol>
    </figure>
  );
}
