import type { Locator, Page } from '@playwright/test';

/**
 * What sticks out of its box: every visible descendant of each element `boxes` matches whose left or
 * right edge lies outside that element's, as readable lines ('li.tr-band [77, 365] outside [56, 336]').
 * A descendant inside a container that scrolls or clips on its own (and fits) is fine.
 */
export function sticksOut(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((els) => {
    const out: string[] = [];
    for (const box of els) {
      const b = box.getBoundingClientRect();
      for (const el of box.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || (r.left >= b.left - 0.5 && r.right <= b.right + 0.5)) continue;
        let clipped = false;
        for (let a = el.parentElement; a && a !== box; a = a.parentElement) {
          const ab = a.getBoundingClientRect();
          if (getComputedStyle(a).overflowX !== 'visible' && ab.left >= b.left - 0.5 && ab.right <= b.right + 0.5) clipped = true;
        }
        if (!clipped)
          out.push(
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(r.left)}, ${Math.round(r.right)}] outside [${Math.round(b.left)}, ${Math.round(b.right)}]`,
          );
      }
    }
    return out.slice(0, 8);
  });
}

/**
 * Form controls whose shown text (a select's chosen option, an input's placeholder or value) is wider
 * than the room inside them, i.e. cut off: 'select "ISSF Olympic Trap" needs 190 px, has 168'.
 * A select's arrow takes about 20 px beside its padding.
 */
export function cutControls(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    for (const el of els as (HTMLInputElement | HTMLSelectElement)[]) {
      if (el.offsetParent === null) continue;
      const cs = getComputedStyle(el);
      const text = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value || el.placeholder;
      if (!text) continue;
      ctx.font = cs.font;
      const arrow = el instanceof HTMLSelectElement ? 20 : 0;
      const needs = ctx.measureText(text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + arrow;
      if (needs > el.clientWidth + 0.5) out.push(`${el.tagName.toLowerCase()} "${text}" needs ${Math.round(needs)} px, has ${el.clientWidth}`);
    }
    return out;
  });
}

/** What sticks out past the right (or left) edge of the screen, for a readable failure. */
export function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; width: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const offenders: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (r.right <= width + 0.5 && r.left >= -0.5)) continue;
      // Inside a container that scrolls or clips on its own (carousels, tables), and that container fits: fine.
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        if (getComputedStyle(a).overflowX !== 'visible' && box.right <= width + 0.5 && box.left >= -0.5) {
          clipped = true;
          break;
        }
      }
      if (!clipped)
        offenders.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 5) };
  });
}
