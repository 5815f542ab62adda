/** Recharts tooltips in the page's theme (a tooltip is HTML, so it can use the theme's variables). */
export const chartTooltipStyle = {
  backgroundColor: 'var(--color-base-100)',
  color: 'var(--color-base-content)',
  border: '1px solid var(--color-base-300)',
};
