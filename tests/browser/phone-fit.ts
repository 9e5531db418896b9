// What a phone user would notice about a panel screen, measured in the page: whether anything
// reaches past the screen's edge (the page scrolls sideways, or an element sticks out where
// nothing clips it) and which controls are smaller than a fingertip (44 × 44 px, WCAG 2.5.5).
import type { Page } from 'playwright-core';

export const TAP_PX = 44;

export interface PhoneFit {
  /** document.scrollWidth beyond the viewport's width (0 when it fits). */
  sideways: number;
  /** Elements whose box reaches past the viewport, not clipped by a scrolling or hidden ancestor. */
  sticksOut: string[];
  /** Controls smaller than 44 × 44 px (a checkbox or file input counts with its label or slot). */
  small: string[];
}

// Sent as text: a bundler's helpers (esbuild's __name) do not exist in the page.
const MEASURE = String.raw`(tap) => {
  const width = document.documentElement.clientWidth;
  const describe = (el) => {
    const text = (el.getAttribute('aria-label') || el.innerText || el.getAttribute('name') || '').trim();
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + ' «' + text.split('\n')[0].slice(0, 40) + '»';
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  // What a scroller or an overflow: hidden box clips does not stick out of the page.
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  const sticksOut = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || clipped(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.right > width + 0.5 || box.left < -0.5)
      sticksOut.push(describe(el) + ' ' + Math.round(box.left) + '…' + Math.round(box.right));
  }
  const small = [];
  const controls = document.body.querySelectorAll(
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab]',
  );
  for (const el of controls) {
    let box = el.getBoundingClientRect();
    const input = el.tagName === 'INPUT' && ['checkbox', 'radio', 'file'].includes(el.type);
    if (!input && !shown(el)) continue;
    // A checkbox or radio is tapped through its label, a file input through the slot it covers.
    if (input) {
      const target = el.closest('label') || (el.type === 'file' ? el.parentElement : null);
      if (!target || !shown(target)) continue;
      box = target.getBoundingClientRect();
    }
    // A link inside a sentence is exempt (WCAG 2.5.5's inline exception).
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
      const around = (el.parentElement && el.parentElement.textContent || '').trim();
      if (around.length > (el.textContent || '').trim().length) continue;
    }
    if (box.width < tap - 0.5 || box.height < tap - 0.5)
      small.push(describe(el) + ' ' + Math.round(box.width) + '×' + Math.round(box.height));
  }
  return { sideways: Math.max(0, document.documentElement.scrollWidth - width), sticksOut, small };
}`;

/** Measures the screen as shown (visible elements only). */
export function measurePhoneFit(page: Page): Promise<PhoneFit> {
  return page.evaluate(`(${MEASURE})(${TAP_PX})`) as Promise<PhoneFit>;
}
