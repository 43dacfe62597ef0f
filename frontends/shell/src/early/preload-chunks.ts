// The first module the shell's entry runs on a signed-in page (main.tsx imports it before anything else): it
// asks for the shell chunks the page needs before it can draw, named by the page's early plan. They are not
// preloaded by the page itself: on a slow line every file asked for beside the entry shares the bandwidth
// with it, and the entry, which must run first, would arrive last. Asked for now, they download while it runs.
import { EARLY_PLAN_ID, readEarlyPlan } from './plan';

const plan = readEarlyPlan(document.getElementById(EARLY_PLAN_ID)?.textContent);
for (const file of plan?.chunks ?? []) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = file;
  document.head.append(link);
}
