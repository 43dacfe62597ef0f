import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);
const TARGETS_SHOWN = 6;

type Violations = axe.AxeResults['violations'];

/**
 * axe-core's findings on a page without frames: axe is loaded into the document once (a single-page app keeps
 * it across its screens) and asked for violations only. @axe-core/playwright injects axe into every frame on
 * each call and finishes each run in a new blank page, which made one check take ~1.5 s against ~0.15 s
 * (measured on the landing page); it stays for pages with frames, whose content it checks too.
 */
async function violations(page: Page): Promise<Violations> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    TAGS,
  );
}

/**
 * Runs axe-core on the page as it is and fails with every critical or serious finding: the rule id, its
 * help text and the first elements it names (a CSS selector each), so the report says what to fix where.
 */
export async function expectAxeClean(page: Page, where = new URL(page.url()).pathname + new URL(page.url()).search): Promise<void> {
  const blocking = (await violations(page)).filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const lines = blocking.map((v) => {
    const targets = v.nodes.slice(0, TARGETS_SHOWN).map((node) => `    ${node.target.join(' >> ')}`);
    const more = v.nodes.length > TARGETS_SHOWN ? [`    … and ${v.nodes.length - TARGETS_SHOWN} more`] : [];
    return [`  ${v.id} (${v.impact}): ${v.help}`, ...targets, ...more].join('\n');
  });
  throw new Error(`axe-core: ${blocking.length} critical/serious finding(s) on ${where}:\n${lines.join('\n')}`);
}
