import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail the check; moderate and minor ones are reported by axe but left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Ends the page's CSS transitions at once: a theme switched just before (emulateMedia) fades
 * buttons' colours over a fraction of a second, and axe measuring contrast mid-fade reports colours
 * no one sees. Finished rather than awaited, as a page behind another one may not advance its
 * transitions at all. Endless animations (a spinner) are CSS animations, not transitions: left alone.
 */
async function settledTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules) on the page as it is, or only on the part matching
 * the CSS selector `include`, and answers the serious and critical violations as readable text, one
 * line per offending element, or '' when there are none.
 */
export async function blockingViolations(page: Page, label: string, include?: string): Promise<string> {
  await settledTransitions(page);
  // Legacy mode runs axe once in the page instead of again in a blank page per scan, which
  // halves a scan's time; the one thing it gives up, cross-origin frames, the app has none of.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  return blocking
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `${label}: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}
