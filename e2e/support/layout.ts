import type { Locator } from '@playwright/test';

/**
 * What keeps part of an element from sight: ancestors with overflow hidden or clip (a pane, a
 * card) it sticks out of, the window's edges, and anything drawn over it (a sticky column). With
 * `scroll`, ancestors that scroll sideways are first scrolled as far towards it as they go, as a
 * person swipes a wide table to its end; without, it must show as the page opens. Answers a
 * description of each cut, empty when the element shows whole.
 */
export function hiddenParts(locator: Locator, options: { scroll: boolean }): Promise<string[]> {
  return locator.evaluate((element, scroll) => {
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 6).join('.')} "${(node.textContent ?? '').trim().slice(0, 20)}"`;
    const ancestors: Element[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) ancestors.push(node);
    if (scroll) {
      for (const node of ancestors) {
        if (!/auto|scroll/.test(getComputedStyle(node).overflowX)) continue;
        const box = element.getBoundingClientRect();
        const outer = node.getBoundingClientRect();
        if (box.right > outer.right) node.scrollLeft = node.scrollWidth;
        else if (box.left < outer.left) node.scrollLeft = 0;
      }
    }
    const box = element.getBoundingClientRect();
    const spans = `the element spans ${Math.round(box.left)}–${Math.round(box.right)}`;
    const cuts: string[] = [];
    for (const node of ancestors) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const outer = node.getBoundingClientRect();
      if (box.left < outer.left - 1 || box.right > outer.right + 1)
        cuts.push(`${name(node)} shows ${Math.round(outer.left)}–${Math.round(outer.right)}, ${spans}`);
    }
    if (box.left < -1 || box.right > window.innerWidth + 1)
      cuts.push(`the window shows 0–${window.innerWidth}, ${spans}`);
    const middle = (box.top + box.bottom) / 2;
    for (const x of [box.left + 2, (box.left + box.right) / 2, box.right - 2]) {
      const top = document.elementFromPoint(x, middle);
      if (top && top !== element && !element.contains(top))
        cuts.push(`${name(top)} is drawn over it at x ${Math.round(x)}`);
    }
    return cuts;
  }, options.scroll);
}
