import { afterAll, beforeAll } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { freshTotp } from './totp.js';
import { newAdminWithTotp } from './admins.js';
import { GATEWAY_URL } from './platform.js';

const KEYCLOAK_AUTH_PAGE = /\/realms\/grant-portal\/protocol\/openid-connect\/auth/;

/** The last errors each page logged or threw (shown when a step on it fails). */
const pageErrors = new WeakMap<Page, string[]>();
const ERRORS_KEPT = 8;

function watchErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  const keep = (text: string) => {
    errors.push(text.replace(/\s+/g, ' ').slice(0, 400));
    if (errors.length > ERRORS_KEPT) errors.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`uncaught: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => keep(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`));
}

/** Debian's Chromium, headless, with the flags this closed network needs; every page's errors are kept for failure reports. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext(options);
    context.on('page', watchErrors);
    return context;
  };
  return browser;
}

/**
 * The browser of a test file: launched before its tests and closed after them. Call it at the top of the
 * file (`const browser = useBrowser();`) and take `browser()` inside a test.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call browser() inside a test');
    return browser;
  };
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Fills Keycloak's themed sign-in form and submits it. */
export async function signInOnKeycloakPage(page: Page, username: string, password: string): Promise<void> {
  await page.waitForURL(/\/realms\/grant-portal\/protocol\/openid-connect\/auth/, { timeout: 30_000 });
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}

/**
 * Signs a demo admin in on Keycloak's admin sign-in page: username and password, then the one-time
 * code of their authenticator (a code no other sign-in of the run has used).
 */
export async function signInAdminOnKeycloakPage(page: Page, admin: { username: string; password: string; totpSecret: string }): Promise<void> {
  await page.waitForURL(KEYCLOAK_AUTH_PAGE, { timeout: 30_000 });
  await page.locator('#username').fill(admin.username);
  await page.locator('#password').fill(admin.password);
  await page.locator('#kc-login').click();
  await page.locator('#otp').waitFor({ timeout: 30_000 });
  await page.locator('#otp').fill(await freshTotp(admin.username, admin.totpSecret));
  await page.locator('#kc-login').click();
}

/**
 * Opens /admin/login and presses Admin Sign In (enabled once the session check is done). Under a loaded
 * machine a press has been seen to lead nowhere: after 15 s without the Keycloak page it is
 * pressed once more, and said so in the log.
 */
export async function startAdminSignIn(page: Page): Promise<void> {
  await page.goto(`${GATEWAY_URL}/admin/login`);
  const button = page.getByRole('button', { name: 'Admin Sign In' });
  await button.click({ timeout: 30_000 });
  const reached = await page.waitForURL(KEYCLOAK_AUTH_PAGE, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (reached) return;
  console.warn(`Admin Sign In led nowhere in 15 s (page ${page.url()}): pressing it again`);
  await button.click({ timeout: 30_000 });
}

/** Signs a new admin of its own (with an authenticator) in from /admin/login and waits for the dashboard. */
export async function signInAsNewAdmin(page: Page): Promise<void> {
  await startAdminSignIn(page);
  await signInAdminOnKeycloakPage(page, await newAdminWithTotp());
  await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });
}

/** Runs a browser step; on failure saves a screenshot and the page URL under .data/test-artifacts/ before rethrowing. */
export async function withScreenshotOnFailure<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const { mkdir } = await import('node:fs/promises');
    const dir = new URL('../../../.data/test-artifacts/', import.meta.url);
    await mkdir(dir, { recursive: true });
    const file = new URL(`${name.replace(/[^\w-]+/g, '_')}.png`, dir);
    await page.screenshot({ path: file.pathname, fullPage: true }).catch(() => undefined);
    // What the page showed, in the message and in the stack (Jest prints the stack, fixed when the error was made).
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .then((text) => text.replace(/\s+/g, ' ').trim().slice(0, 600))
      .catch(() => '(unreadable)');
    const errors = pageErrors.get(page) ?? [];
    const logged = errors.length ? `\n(the page's last errors: ${errors.join(' | ')})` : '';
    const context = `\n(page ${page.url()}; screenshot ${file.pathname})\n(the page showed: ${shown})${logged}`;
    if (error instanceof Error) {
      const message = error.message;
      error.message += context;
      if (error.stack?.includes(message)) error.stack = error.stack.replace(message, error.message);
    }
    throw error;
  }
}

/** Runs `run` in a page of its own browser context (closed afterwards), with a screenshot when it fails. */
export async function inNewPage(browser: Browser, name: string, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await withScreenshotOnFailure(page, name, () => run(page));
  } finally {
    await context.close();
  }
}

/** Runs `steps` as `admin`, signed in from /admin/login in a page of its own, on the admin dashboard. */
export async function inAdminPage(
  browser: Browser,
  name: string,
  admin: { username: string; password: string; totpSecret: string },
  steps: (page: Page) => Promise<void>,
): Promise<void> {
  await inNewPage(browser, name, async (page) => {
    await startAdminSignIn(page);
    await signInAdminOnKeycloakPage(page, admin);
    await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });
    await steps(page);
  });
}
