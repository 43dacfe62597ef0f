// A grant paid in tranches, spent against budget lines and released on an approved progress report, through the
// screens of both sides: the admin awards it (a second admin approves, as its size asks), the recipient spends and
// reports, the admin asks for changes, the recipient revises, the admin approves and the next tranche arrives once.
import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { Api, ApprovalMessages, FOUR_EYES_DEFAULT_THRESHOLD_CENTS, isRecipientMe, quoteTransfer } from '@portal/contracts';
import { GATEWAY_URL, DEMO_ADMIN, DEMO_ADMIN_2 } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes } from '../support/kyc.js';
import { kycApprovedRecipient, PIN } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { inAdminPage, inNewPage, launchBrowser, signInOnKeycloakPage } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const asAdmin = (name: string, admin: Parameters<typeof inAdminPage>[2], steps: (page: Page) => Promise<void>) => inAdminPage(browser, name, admin, steps);

async function asRecipient(name: string, who: { email: string; password: string; firstName: string }, steps: (page: Page) => Promise<void>): Promise<void> {
  await inNewPage(browser, name, async (page) => {
    await page.goto(`${GATEWAY_URL}/login`);
    await signInOnKeycloakPage(page, who.email, who.password);
    await page.getByRole('heading', { name: `Welcome, ${who.firstName}` }).waitFor({ timeout: 30_000 });
    await steps(page);
  });
}

async function sendMoney(page: Page, to: { name: string; account: string }, amount: string, line: string): Promise<void> {
  await page.goto(`${GATEWAY_URL}/dashboard?tab=transfer`);
  await page.getByLabel('Recipient Name').fill(to.name);
  await page.getByLabel('Recipient Account Number').fill(to.account);
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByLabel('Budget line').selectOption({ label: line });
  await page.getByRole('button', { name: 'Send Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Transaction' });
  for (let i = 0; i < 6; i++) await dialog.getByLabel(`PIN digit ${i + 1}`).fill(PIN[i]!);
  await dialog.getByRole('button', { name: 'Confirm Transaction' }).click();
  await page.getByTestId('transfer-result').waitFor({ timeout: 30_000 });
}

async function reportOn(
  page: Page,
  milestone: string,
  narrative: string,
  button: 'Submit report' | 'Submit revised report',
  attachment?: string,
): Promise<void> {
  await page.goto(`${GATEWAY_URL}/dashboard?tab=grant`);
  const form = page.getByRole('form', { name: milestone });
  await form.getByLabel('Progress made').fill(narrative);
  if (attachment) {
    // Attached as soon as it is picked, listed with its size, and sent with the report.
    await form.getByLabel('Attach a file').setInputFiles({ name: attachment, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes(attachment)) });
    await form.getByText(new RegExp(`^${attachment.replace('.', '\\.')} \\(\\d+ B\\)`)).waitFor({ timeout: 20_000 });
  }
  await form.getByRole('button', { name: button }).click();
  // The form gives way to the report's status once it is under review.
  const article = page.getByRole('article', { name: milestone });
  await article.getByText('Submitted, under review').waitFor({ timeout: 20_000 });
  // The version's file is in the history (folded while the report is under review), as a download.
  if (attachment) {
    await article.getByText('History', { exact: true }).click();
    await article
      .getByRole('button', { name: new RegExp(`^${attachment.replace('.', '\\.')} `) })
      .first()
      .waitFor();
  }
}

async function decide(page: Page, userId: string, milestone: string, decision: 'Approve report' | 'Request changes', comment = ''): Promise<void> {
  await page.goto(`${GATEWAY_URL}/admin/grants/${userId}`);
  const report = page.getByRole('article', { name: milestone });
  await report.getByText('Submitted, under review').waitFor({ timeout: 20_000 });
  if (comment) await report.getByLabel(/Comment to the recipient/).fill(comment);
  await report.getByRole('button', { name: decision }).click();
  await report.getByText('Decision saved.').waitFor({ timeout: 20_000 });
}

test('a $30,000 grant in three tranches: spent on two budget lines, a report revised and approved, the second tranche paid once', async () => {
  const recipient = await kycApprovedRecipient();
  const payee = await approvedRecipientWithToken();
  const payeeMe = await clientFor(payee.token).call(Api.me.get);
  assert.ok(isRecipientMe(payeeMe));
  const later = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

  await asAdmin('grant-journey-award', DEMO_ADMIN, async (page) => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(recipient.email);
    await page
      .locator(`[data-user-id="${recipient.userId}"]`)
      .getByRole('button', { name: /Award Grant/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Grant title').fill('Clean Water Programme');
    await dialog.getByLabel('Total grant amount (USD)').fill('30000');
    await dialog.getByLabel('Pay the award in tranches').check();
    const tranche = (n: number) => dialog.getByRole('group', { name: `Tranche ${n}`, exact: true });
    await tranche(1).getByLabel('Amount (USD)').fill('10000');
    await tranche(2).getByLabel('Amount (USD)').fill('10000');
    await tranche(2)
      .getByLabel(/Milestone whose approved report releases it/)
      .fill('Wells dug');
    await dialog.getByRole('button', { name: 'Add tranche' }).click();
    await tranche(3).getByLabel('Amount (USD)').fill('10000');
    await tranche(3).getByLabel('Planned date').fill(later);
    await dialog.getByLabel('Split the award into budget lines').check();
    for (const [line, amount] of [
      ['Personnel', '10000'],
      ['Equipment', '10000'],
      ['Services', '5000'],
      ['Other', '5000'],
    ] as const) {
      await dialog.getByLabel(line, { exact: true }).fill(amount);
    }
    // Above the four-eyes threshold the award is a request for a second admin.
    await dialog.getByRole('button', { name: 'Request Approval' }).click();
    await dialog.getByRole('status').getByText(ApprovalMessages.requested).waitFor({ timeout: 15_000 });
  });
  await asAdmin('grant-journey-approve', DEMO_ADMIN_2, async (page) => {
    const queue = page.getByRole('region', { name: 'Awaiting my approval' });
    const row = queue.locator('tr', { hasText: recipient.email });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    await queue.getByRole('status').getByText(ApprovalMessages.approved).waitFor({ timeout: 15_000 });
  });
  const me = clientFor(recipient.token);
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 1_000_000, 'the first tranche is paid in with the award');

  const to = { name: `${payee.firstName} ${payee.lastName}`, account: payeeMe.accountNumber };
  await asRecipient('grant-journey-spend', recipient, async (page) => {
    await sendMoney(page, to, '500.00', 'Equipment');
    await sendMoney(page, to, '300.00', 'Personnel');
    await reportOn(page, 'Wells dug', 'Two wells dug in the northern villages.', 'Submit report', 'wells-handover.pdf');
  });

  await asAdmin('grant-journey-changes', DEMO_ADMIN, (page) =>
    decide(page, recipient.userId, 'Wells dug', 'Request changes', 'Please add the water test results.'),
  );

  await asRecipient('grant-journey-revise', recipient, async (page) => {
    await page.goto(`${GATEWAY_URL}/dashboard?tab=grant`);
    await page.getByText('Please add the water test results.').first().waitFor({ timeout: 20_000 });
    await reportOn(page, 'Wells dug', 'Two wells dug; both pass the water tests.', 'Submit revised report');
  });

  // The release is a credit under the four-eyes rules by exposure: the recipient received $10,000 today, so the
  // approval becomes a request, and a second admin's approval approves the report and pays the tranche.
  await asAdmin('grant-journey-approve-report', DEMO_ADMIN, async (page) => {
    await page.goto(`${GATEWAY_URL}/admin/grants/${recipient.userId}`);
    const report = page.getByRole('article', { name: 'Wells dug' });
    await report.getByRole('button', { name: 'Approve report' }).click();
    await report.getByText(ApprovalMessages.required(FOUR_EYES_DEFAULT_THRESHOLD_CENTS)).waitFor({ timeout: 20_000 });
    await report.getByRole('button', { name: 'Request Approval' }).click();
    await report.getByText(ApprovalMessages.requested).waitFor({ timeout: 20_000 });
  });
  await asAdmin('grant-journey-second-approval', DEMO_ADMIN_2, async (page) => {
    const queue = page.getByRole('region', { name: 'Awaiting my approval' });
    const row = queue.locator('tr', { hasText: 'Wells dug' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    await queue.getByRole('status').getByText(ApprovalMessages.approved).waitFor({ timeout: 15_000 });
  });

  // Two tranches paid in, less the two transfers with their 1% charge.
  const equipment = quoteTransfer(50_000).paidCents;
  const personnel = quoteTransfer(30_000).paidCents;
  const spentCents = equipment + personnel;
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 2_000_000 - spentCents, 'the second tranche arrived once');
  const admin = clientFor(recipient.adminToken);
  const schedule = await admin.call(Api.admin.grantSchedule, { params: { id: recipient.userId } });
  const report = schedule?.milestones[0]?.report;
  assert.ok(report);
  assert.equal((await admin.answer(Api.admin.approveGrantReport, { params: { id: report.id } })).status, 409, 'a second approval releases nothing');
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 2_000_000 - spentCents, 'still paid once');
  assert.deepEqual(
    schedule?.tranches.map((t) => t.status),
    ['released', 'released', 'scheduled'],
  );

  // Budget against actual, to the cent: what the two lines spent is what left the wallet.
  const budget = await admin.call(Api.admin.grantBudget, { params: { id: recipient.userId } });
  assert.ok(budget);
  const used = Object.fromEntries(budget.lines.map((l) => [l.line, l.spentCents + l.committedCents]));
  assert.deepEqual(used, { personnel, equipment, travel: 0, services: 0, other: 0 });
  assert.equal(
    budget.lines.reduce((sum, l) => sum + l.spentCents + l.committedCents, 0),
    2_000_000 - (await me.call(Api.me.dashboard)).balanceCents,
  );
});
