import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { Api, TicketMessages, isRecipientMe } from '@portal/contracts';
import { GATEWAY_URL } from '../support/platform.js';
import { fundedRecipient, PIN } from '../support/money.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { launchBrowser, signInAsNewAdmin, withScreenshotOnFailure } from '../support/browser.js';
import { expectAxeClean } from '../support/axe.js';
import { expectNoSideScroll, expectNothingClipped, lineCounts } from '../support/layout.js';
import { waitFor } from '../support/wait.js';

// Every screen of the portal at a desktop and a phone width, each checked with axe-core (no critical or
// serious finding) and for sideways scrolling; one sign-in per kind of user. The journeys that matter most
// to keyboard users (sign-in, a transfer, a ticket) are done here with the keyboard alone.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
/** Dozens of screens, each checked three times, in one signed-in session. */
const SESSION_TIMEOUT_MS = 300_000;

const PUBLIC_SCREENS = ['/', '/register', '/forgot-password', '/admin/login'];
const RECIPIENT_SCREENS = [
  '/dashboard',
  '/dashboard?tab=withdraw',
  '/dashboard?tab=transfer&view=send_money',
  '/dashboard?tab=transfer&view=transfer_history',
  '/dashboard?tab=transfer&view=new_payment',
  '/dashboard?tab=transfer&view=payment_history',
  '/dashboard?tab=transactions',
  '/withdrawals/new',
  '/withdrawals/history',
  '/settings',
  '/support',
];
const ADMIN_TABS = ['overview', 'approvals', 'users', 'kyc', 'financial', 'payouts', 'conflicts', 'tickets', 'audit'];
const ADMIN_SCREENS = [
  ...ADMIN_TABS.map((tab) => `/admin/dashboard?tab=${tab}`),
  '/admin/withdrawals',
  '/admin/webhooks',
  '/admin/system',
  '/admin/test',
  '/admin/debug',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Requests the page has sent and not yet seen answered. */
function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** Waits until the screen has drawn its content: no request open, no spinner, nothing marked busy. */
async function settle(page: Page, openRequests: () => number): Promise<void> {
  await page.waitForFunction(() => document.querySelector('h1, h2') !== null, undefined, { timeout: 30_000 });
  const idle = async () => openRequests() === 0 && (await page.evaluate(() => !document.querySelector('.loading, .spinner, .skeleton, [aria-busy="true"]')));
  await waitFor(
    async () => {
      if (!(await idle())) return false;
      // Idle again two animation frames later: a request started by the last render is seen.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return idle();
    },
    { timeoutMs: 30_000, what: `${page.url()} to settle` },
  );
}

/** Moves to a path inside the single-page app without reloading it (as a link would). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 10_000 });
}

/** Both checks at each width, on every given screen of the signed-in session. */
async function checkScreens(page: Page, openRequests: () => number, paths: string[], extra?: (path: string, width: number) => Promise<void>) {
  const failures: string[] = [];
  for (const viewport of [DESKTOP, PHONE, SMALL_PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await openInApp(page, path);
      await settle(page, openRequests);
      const where = `${path} at ${viewport.width} px`;
      const checks = [() => expectNoSideScroll(page, where)];
      // axe at the two widths of the brief; the smallest phone only for the layout.
      if (viewport !== SMALL_PHONE) checks.push(() => expectAxeClean(page, where));
      if (extra) checks.push(() => extra(path, viewport.width));
      for (const check of checks) await check().catch((error: Error) => failures.push(error.message));
    }
  }
  assert.equal(failures.length, 0, failures.join('\n\n'));
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `limit` times: the keyboard's way
 * to a control, which also proves the control is in the tab order.
 */
async function tabTo(page: Page, target: Locator, { limit = 60, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

test('the public screens: no sideways scroll and no serious axe finding at 1280, 390 and 360 px', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const openRequests = trackRequests(page);
  try {
    await withScreenshotOnFailure(page, 'every-screen-public', async () => {
      await page.goto(`${GATEWAY_URL}/`);
      await checkScreens(page, openRequests, PUBLIC_SCREENS);
    });
  } finally {
    await context.close();
  }
});

test(
  'a recipient with money moves: sign-in, a transfer and a ticket by keyboard, then every screen at three widths',
  async () => {
    const r = await fundedRecipient(300_000, 13);
    const other = await approvedRecipientWithToken();
    const otherMe = await clientFor(other.token).call(Api.me.get);
    assert.ok(isRecipientMe(otherMe));
    const client = clientFor(r.token);
    // Rows for every table: an outgoing transfer to another bank, a project payment, a withdrawal and a ticket.
    await client.call(Api.transfers.create, {
      body: {
        recipientName: 'Hans Muster',
        recipientAccount: 'DE89370400440532013000',
        recipientBank: 'Deutsche Bank',
        amountCents: 20_000,
        transferType: 'other_bank',
        description: 'Invoice 2026-114 for the field survey equipment',
        pin: PIN,
        idempotencyKey: randomUUID(),
      },
    });
    await client.call(Api.projectPayments.create, {
      body: {
        category: 'staff_personnel',
        recipientName: 'Field Team Ltd',
        amountCents: 100_000,
        purposeDescription: 'Salaries for March',
        recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
        pin: PIN,
        idempotencyKey: randomUUID(),
      },
    });
    await client.call(Api.support.create, { body: { subject: 'Report template', message: 'Where is the quarterly template?', category: 'general' } });

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const openRequests = trackRequests(page);
    try {
      await withScreenshotOnFailure(page, 'every-screen-recipient', async () => {
        // Sign-in with the keyboard alone.
        await page.goto(`${GATEWAY_URL}/login`);
        await page.locator('#username').waitFor({ timeout: 30_000 });
        await tabTo(page, page.locator('#username'));
        await page.keyboard.type(r.email);
        await tabTo(page, page.locator('#password'));
        await page.keyboard.type(r.password);
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });

        // A transfer with the keyboard alone: the form's fields in tab order, Enter to send, the PIN typed.
        await openInApp(page, '/dashboard?tab=transfer&view=send_money');
        const name = page.getByLabel('Recipient Name');
        await name.waitFor();
        await tabTo(page, name);
        await page.keyboard.type(`${other.firstName} ${other.lastName}`);
        await tabTo(page, page.getByLabel('Recipient Account Number'), { limit: 5 });
        await page.keyboard.type(otherMe.accountNumber);
        await tabTo(page, page.getByLabel('Amount (USD)'), { limit: 5 });
        await page.keyboard.type('12.50');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Confirm Transaction' });
        await dialog.waitFor();
        await page.keyboard.type(PIN);
        await page.keyboard.press('Enter');
        await page.getByTestId('transfer-result').waitFor({ timeout: 30_000 });
        await dialog.waitFor({ state: 'detached' });
        // The views are tabs, above the form: back to them, and the arrow key moves to Transfer History.
        await tabTo(page, page.getByRole('tab', { name: /Send Money/ }), { back: true });
        await page.keyboard.press('ArrowRight');
        await page.getByTestId('transfer-row').first().waitFor();
        assert.equal(await page.getByTestId('transfer-row').count(), 2);

        // A support ticket with the keyboard alone.
        await openInApp(page, '/support');
        const contact = page.getByRole('tab', { name: 'Contact' });
        await contact.waitFor();
        await tabTo(page, contact);
        await page.keyboard.press('ArrowRight');
        await page.getByRole('tab', { name: 'New Ticket', selected: true }).waitFor();
        await tabTo(page, page.getByLabel('Subject'));
        await page.keyboard.type('Keyboard only');
        await tabTo(page, page.getByLabel('Category'), { limit: 3 });
        await page.keyboard.press('ArrowDown');
        await tabTo(page, page.getByLabel('Message'), { limit: 3 });
        await page.keyboard.type('Sent without a mouse.');
        await tabTo(page, page.getByRole('button', { name: 'Submit Ticket' }), { limit: 5 });
        await page.keyboard.press('Space');
        const notice = page.getByTestId('ticket-notice');
        await notice.getByText(/created successfully/).waitFor({ timeout: 30_000 });
        const number = Number(/#(\d+)/.exec(await notice.innerText())![1]);
        assert.equal((await notice.innerText()).trim(), TicketMessages.created(number));
        const tickets = await client.call(Api.support.tickets);
        assert.ok(
          tickets.some((t) => t.subject === 'Keyboard only' && t.category !== 'general'),
          'the arrow key chose another category',
        );

        await checkScreens(page, openRequests, RECIPIENT_SCREENS);
      });
    } finally {
      await context.close();
    }
  },
  SESSION_TIMEOUT_MS,
);

test(
  'an admin: every back-office screen at three widths; the Users table fits at 1280 px',
  async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const openRequests = trackRequests(page);
    try {
      await withScreenshotOnFailure(page, 'every-screen-admin', async () => {
        await signInAsNewAdmin(page);
        await checkScreens(page, openRequests, ADMIN_SCREENS, async (path, width) => {
          if (path !== '/admin/dashboard?tab=users' || width !== DESKTOP.width) return;
          const table = page.getByRole('table', { name: 'Users', exact: true });
          await expectNothingClipped(table.locator('xpath=..'), `the Users table at ${width} px`);
          const lines = await lineCounts(table.locator('.adm-email'));
          assert.ok(lines.length > 0, 'the Users table lists e-mail addresses');
          assert.ok(Math.max(...lines) <= 2, `e-mail addresses take at most two lines at ${width} px (took ${lines.join(', ')})`);
        });
      });
    } finally {
      await context.close();
    }
  },
  SESSION_TIMEOUT_MS,
);
