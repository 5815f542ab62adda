import { describe, expect, it } from 'vitest';

import { buildHeatmap } from './heatmap';

describe('buildHeatmap', () => {
  const today = Date.parse('2026-03-10T15:00:00.000Z');

  it('covers every day up to today, zeros where the server left days out', () => {
    const days = buildHeatmap([{ date: '2026-03-09', count: 2 }], today, 7);
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(days.find((day) => day.date === '2026-03-09')).toEqual({ date: '2026-03-09', count: 2, level: 4 });
    expect(days.filter((day) => day.count === 0).every((day) => day.level === 0)).toBe(true);
  });

  it('shades relative to the busiest day, any activity at least level 1', () => {
    const days = buildHeatmap(
      [
        { date: '2026-03-08', count: 1 },
        { date: '2026-03-09', count: 10 },
        { date: '2026-03-10', count: 5 },
      ],
      today,
      3,
    );
    expect(days.map((day) => day.level)).toEqual([1, 4, 2]);
  });
});
