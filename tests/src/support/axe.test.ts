import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { expectAxeClean } from './axe.js';

// The accessibility check of the browser tests, on pages of its own: it must fail on a serious finding, see
// findings that appear after the first check of the same document, and pass a clean page.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
});

const CLEAN = '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><button>Send</button></main></body></html>';

test('a clean page passes; a button without a name and grey-on-white text added later in the same document fail, named by rule', async () => {
  await page.setContent(CLEAN);
  await expectAxeClean(page, 'the clean page');
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button id="nameless"></button><p style="color:#bbb;background:#fff">Faint</p>');
  });
  const error = await expectAxeClean(page, 'the changed page').then(
    () => undefined,
    (e: Error) => e,
  );
  expect(error?.message).toMatch(/on the changed page/);
  expect(error?.message).toMatch(/button-name \(critical\)[\s\S]*#nameless/);
  expect(error?.message).toMatch(/color-contrast \(serious\)/);
});

test('a page with a frame is checked with its frame: a finding inside the frame fails', async () => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1>' +
      '<iframe title="Inner" srcdoc="<!doctype html><html lang=en><head><title>Inner</title></head><body><main><button></button></main></body></html>"></iframe></main></body></html>',
  );
  await expect(expectAxeClean(page, 'the framed page')).rejects.toThrow(/button-name/);
});
