import type { Locator, Page } from 'playwright-core';

const OFFENDERS_SHOWN = 5;
/** How much wider than its box content may be before it counts as cut off (see expectNothingClipped). */
const SLACK_PX = 8;

/**
 * Fails when the page scrolls sideways (the document is wider than the window), naming the widest
 * elements that reach past the window's right edge.
 */
export async function expectNoSideScroll(page: Page, where = new URL(page.url()).pathname + new URL(page.url()).search): Promise<void> {
  const found = await page.evaluate((shown) => {
    const scrollWidth = document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth;
    const innerWidth = window.innerWidth;
    if (scrollWidth <= innerWidth) return null;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${cls}`;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > innerWidth + 1)
      // The outermost offenders: an element whose parent also sticks out says nothing new.
      .filter(({ el }) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= innerWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, shown)
      .map(({ el, right }) => `${describe(el)} (right edge ${Math.round(right)} px)`);
    return { scrollWidth, innerWidth, offenders };
  }, OFFENDERS_SHOWN);
  if (!found) return;
  throw new Error(
    `${where} scrolls sideways: ${found.scrollWidth} px wide in a ${found.innerWidth} px window; sticking out:\n  ${found.offenders.join('\n  ')}`,
  );
}

/**
 * Fails when anything inside the box is cut off on the right (content more than a few pixels wider than the
 * box, or a control past its right edge), e.g. a table whose buttons the page clips. A table whose widest
 * text (a long name the recipients chose) ends a pixel or two past the box still fits: its box scrolls.
 */
export async function expectNothingClipped(box: Locator, what: string): Promise<void> {
  const found = await box.evaluate((root, slack) => {
    const edge = root.getBoundingClientRect().right + 1;
    const cut = [...root.querySelectorAll('button, a, input, select')]
      .filter((el) => el.getBoundingClientRect().right > edge)
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim());
    return { overflow: root.scrollWidth > root.clientWidth + slack, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, cut };
  }, SLACK_PX);
  if (!found.overflow && found.cut.length === 0) return;
  throw new Error(
    `${what} is cut off: ${found.scrollWidth} px of content in ${found.clientWidth} px; controls past the edge: ${found.cut.slice(0, 8).join(', ') || 'none'}`,
  );
}

/** How many lines the text of each matching element takes (e.g. an e-mail that wraps every few characters takes many). */
export async function lineCounts(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return tops.size;
    }),
  );
}
