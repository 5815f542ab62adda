import { Bar, BarChart, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { countOf, languageLabel, type CountOutOf } from '@codeyard/shared';
import { chartTooltipStyle } from '../utils/chart-style';

// Chosen to read on both the light and the dark theme (SVG attributes cannot use the theme's CSS variables).
const SOLVED_COLOUR = '#16a34a';
const UNSOLVED_COLOUR = '#94a3b8';
const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777'];

type Rows = { name: string; solved: number; unsolved: number }[];
/** Groups in `order` first (e.g. easy, medium, hard), the rest alphabetically. */
function toRows(counts: Record<string, CountOutOf>, order: readonly string[]): Rows {
  const position = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return Object.entries(counts)
    .sort(([left], [right]) => position(left) - position(right) || left.localeCompare(right))
    .map(([name, count]) => ({ name, solved: count.solved, unsolved: Math.max(0, count.total - count.solved) }));
}

/** Solved against unsolved problems per group (difficulty or tag), as stacked bars with a text table for screen readers. */
export function SolvedBars({
  title,
  counts,
  order = [],
}: {
  title: string;
  counts: Record<string, CountOutOf>;
  order?: readonly string[];
}) {
  const rows = toRows(counts, order);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="text-base-content/70">No problems yet.</p>
      ) : (
        <>
          {/* Hidden from assistive technology (the list below says the same), so recharts' keyboard layer is off: a hidden chart must not take focus. */}
          <div className="h-56 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} layout="vertical" margin={{ left: 16, right: 16 }} accessibilityLayer={false}>
                <XAxis type="number" allowDecimals={false} tick={{ fill: 'currentColor' }} stroke="currentColor" />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={90}
                  tick={{ fill: 'currentColor' }}
                  stroke="currentColor"
                />
                <Tooltip contentStyle={chartTooltipStyle} cursor={{ fillOpacity: 0.1 }} />
                <Legend />
                <Bar dataKey="solved" name="Solved" stackId="count" fill={SOLVED_COLOUR} isAnimationActive={false} />
                <Bar
                  dataKey="unsolved"
                  name="Not solved"
                  stackId="count"
                  fill={UNSOLVED_COLOUR}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="sr-only">
            {rows.map((row) => (
              <li key={row.name}>{`${row.name}: ${row.solved} of ${row.solved + row.unsolved} solved`}</li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

/** Submissions per language as a pie. */
export function LanguagesPie({ languages }: { languages: { language: string; count: number }[] }) {
  // The chart's legend and labels read the languages' names, not their ids.
  const named = languages.map((entry) => ({ ...entry, name: languageLabel(entry.language) }));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">Languages used</figcaption>
      {languages.length === 0 ? (
        <p className="text-base-content/70">No submissions yet.</p>
      ) : (
        <>
          <div className="h-56 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={named}
                  dataKey="count"
                  nameKey="name"
                  outerRadius="75%"
                  label={{ fill: 'currentColor' }}
                  isAnimationActive={false}
                  // Hidden from assistive technology (the list below says the same): its slices take no focus either.
                  rootTabIndex={-1}
                >
                  {languages.map((entry, index) => (
                    <Cell key={entry.language} fill={PALETTE[index % PALETTE.length]} />
                  ))}
                </Pie>
                <Tooltip contentStyle={chartTooltipStyle} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="sr-only">
            {languages.map((entry) => (
              <li key={entry.language}>{`${languageLabel(entry.language)}: ${countOf(entry.count, 'submission')}`}</li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
