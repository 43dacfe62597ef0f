import { expect, test } from '@jest/globals';
import { Api } from '@portal/contracts/web';
import { EARLY_PLAN_ID, earlyPlanScript, readEarlyPlan, type EarlyPlan } from './plan';

const plan: EarlyPlan = {
  remote: 'dashboard',
  config: Api.platform.config.path,
  reads: [Api.me.get.path, Api.me.dashboard.path],
  manifest: '/remotes/dashboard/mf-manifest.json',
  chunks: ['/482.c0cd1e31.js'],
};

test('the plan goes into the page as JSON that no text can break out of, and reads back the same', () => {
  const hostile = { ...plan, remote: '</script><script>alert(1)</script>' };
  const html = earlyPlanScript(hostile);
  expect(html.startsWith(`<script type="application/json" id="${EARLY_PLAN_ID}">`)).toBe(true);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  const text = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
  expect(readEarlyPlan(text)).toEqual(hostile);
});

test('a plan that is missing, broken or names another origin starts nothing', () => {
  expect(readEarlyPlan(undefined)).toBeNull();
  expect(readEarlyPlan('{not json')).toBeNull();
  expect(readEarlyPlan(JSON.stringify({ ...plan, config: 'https://elsewhere.example/config' }))).toBeNull();
  expect(readEarlyPlan(JSON.stringify({ ...plan, reads: ['//elsewhere.example/api/me'] }))).toBeNull();
  expect(readEarlyPlan(JSON.stringify({ ...plan, manifest: undefined }))).toBeNull();
  expect(readEarlyPlan(JSON.stringify({ ...plan, chunks: ['https://elsewhere.example/x.js'] }))).toBeNull();
  expect(readEarlyPlan(JSON.stringify(plan))).toEqual(plan);
});
