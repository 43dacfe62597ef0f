/** What a signed-in page's HTML tells its early script (prerender.mjs writes it into the page). */
export interface EarlyPlan {
  /** The remote this page's HTML was built for. */
  remote: string;
  /** The sign-in configuration's path. */
  config: string;
  /** The first reads' paths (signed-in-reads.ts), sent once the session check gave a token. */
  reads: string[];
  /** The remote's Module Federation manifest: its entry and the exposed App's files are preloaded from it. */
  manifest: string;
  /**
   * The shell chunks the page runs before it can draw, preloaded once the entry has arrived (preload-chunks.ts):
   * asked for beside it, they would share the line with it and hold back the entry, which runs first.
   */
  chunks: string[];
}

/** The id of the page's `<script type="application/json">` holding the plan. */
export const EARLY_PLAN_ID = 'portal-early-plan';

/** The plan as JSON inside a script element: `<` escaped so no text can end the element. */
export function earlyPlanScript(plan: EarlyPlan): string {
  return `<script type="application/json" id="${EARLY_PLAN_ID}">${JSON.stringify(plan).replace(/</g, '\\u003c')}</script>`;
}

/** A path on this page's own origin (nothing from elsewhere is fetched or preloaded). */
export const isSamePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** The plan on this page, or null when there is none or it is not one. */
export function readEarlyPlan(text: string | null | undefined): EarlyPlan | null {
  if (!text) return null;
  try {
    const plan = JSON.parse(text) as Partial<EarlyPlan>;
    if (typeof plan.remote !== 'string' || !isSamePath(plan.config) || !isSamePath(plan.manifest)) return null;
    const paths = (list: unknown): list is string[] => Array.isArray(list) && list.every(isSamePath);
    if (!paths(plan.reads) || !paths(plan.chunks)) return null;
    return { remote: plan.remote, config: plan.config, reads: plan.reads, manifest: plan.manifest, chunks: plan.chunks };
  } catch {
    return null;
  }
}
