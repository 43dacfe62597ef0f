import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { readMails, waitForMail } from '@portal/infra';
import { Api, CATALOGUES, PIN_LENGTH, PreferencesMessages, type Preferences, type Profile } from '@portal/contracts';
import { DEMO_ADMIN, GATEWAY_URL, api, tokenFor } from '../support/platform.js';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';
import { waitFor } from '../support/wait.js';

const de = CATALOGUES.de.ui;
const en = CATALOGUES.en.ui;
const deEmail = CATALOGUES.de.email;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('a recipient switches the portal to German in Settings (stored, kept after a reload, dates in the chosen zone, e-mails in German) and back to English', async () => {
  const r = await approvedRecipientWithToken();
  const me = (await api<Profile>('GET', '/api/me', { token: r.token })).body;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await withScreenshotOnFailure(page, 'i18n-language', async () => {
      await page.goto(`${GATEWAY_URL}/login`);
      await signInOnKeycloakPage(page, r.email, r.password);
      await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
      assert.equal(await htmlLang(page), 'en');
      // The charts load lazily after the dashboard's figures (their own chunks, under the page's CSP).
      await page.getByRole('figure', { name: en.charts.balanceTitle }).waitFor({ timeout: 30_000 });

      // Preferences: German and New York time, saved on the server and applied at once.
      await page.getByRole('link', { name: en.menu.settings }).click();
      await page.getByRole('heading', { name: en.preferences.title }).waitFor();
      await page.getByText(en.preferences.currencyHint).waitFor();
      await page.getByLabel(en.preferences.language).selectOption('de');
      await page.getByLabel(en.preferences.timeZone).selectOption('America/New_York');
      await page.getByRole('button', { name: en.preferences.savePreferences }).click();
      await page.getByTestId('preferences-notice').getByText(de.preferences.saved).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: de.settings.title, level: 1 }).waitFor();
      assert.equal(await htmlLang(page), 'de');

      // Security in German too: headings, the PIN section, and the password form's refusal with its reason.
      await page.getByRole('heading', { name: de.security.title, level: 2 }).waitFor();
      await page.getByRole('heading', { name: de.security.pinTitle, level: 3 }).waitFor();
      await page.getByText(de.security.pinUse.replace('{{digits}}', String(PIN_LENGTH))).waitFor();
      await page.getByLabel(de.security.currentPassword).fill(r.password);
      await page.getByLabel(de.security.newPassword, { exact: true }).fill('Another-Pass-1');
      await page.getByLabel(de.security.confirmPassword).fill('Another-Pass-2');
      await page.getByRole('button', { name: de.security.changePassword }).click();
      await page.getByTestId('password-notice').getByText(`${de.security.passwordFailed}: ${de.security.passwordMismatch}`).waitFor();
      const stored = (await api<Preferences>('GET', '/api/me/preferences', { token: r.token })).body;
      assert.equal(stored.language, 'de');
      assert.equal(stored.timeZone, 'America/New_York');
      assert.equal(stored.notifications.kycDecision, true, 'saving Preferences keeps the e-mail choices');

      // Dates follow the language and the stored time zone.
      const memberSince = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(new Date(me.createdAt));
      await page.locator('dd', { hasText: memberSince }).waitFor();

      // Notifications: one switch per kind of e-mail, operated with the keyboard, saved on the server.
      const kycSwitch = page.getByRole('switch', { name: de.preferences.topic_kycDecision });
      assert.equal(await kycSwitch.isChecked(), true);
      await kycSwitch.focus();
      await page.keyboard.press('Space');
      assert.equal(await kycSwitch.isChecked(), false);
      await page.getByRole('button', { name: de.preferences.saveNotifications }).click();
      await page.getByTestId('notifications-notice').getByText(de.preferences.saved).waitFor({ timeout: 15_000 });
      const afterNotifications = (await api<Preferences>('GET', '/api/me/preferences', { token: r.token })).body;
      assert.equal(afterNotifications.notifications.kycDecision, false);
      assert.equal(afterNotifications.notifications.withdrawalStatus, true);
      assert.equal(afterNotifications.language, 'de', 'saving Notifications keeps the language');

      // The dashboard in German, and again after a reload.
      await page.getByRole('link', { name: de.menu.dashboard, exact: true }).click();
      for (const step of ['navigated', 'reloaded']) {
        await page.getByRole('heading', { name: `Willkommen, ${r.firstName}` }).waitFor({ timeout: 30_000 });
        await page.getByRole('heading', { name: de.dashboard.availableBalance }).waitFor();
        await page.getByRole('button', { name: de.kyc.actionSubmit }).waitFor();
        await page.getByRole('button', { name: de.menu.logOut }).waitFor();
        assert.equal(await htmlLang(page), 'de', step);
        assert.equal(await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).count(), 0, step);
        if (step === 'navigated') await page.reload();
      }

      // While German is chosen, the admin's reply to a ticket arrives as a German e-mail.
      const ticket = await clientFor(r.token).call(Api.support.create, {
        body: { subject: 'Quartalsbericht', message: 'Wo finde ich die Vorlage?', category: 'general' },
      });
      const from = new Date(Date.now() - 1000);
      const staff = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
      await staff.call(Api.admin.replyToTicket, { params: { id: ticket.id }, body: { message: 'Sie ist Ihrem Bewilligungsschreiben beigefügt.' } });
      const germanSubject = deEmail.ticketReply.subject.replace('{{number}}', String(ticket.number));
      const mail = await waitForMail({ to: r.email, subject: germanSubject, since: from, timeoutMs: 20_000 });
      assert.match(mail.text ?? '', /Unser Support-Team hat auf Ihr Ticket/);
      assert.equal((await readMails({ to: r.email })).filter((m) => m.subject === germanSubject).length, 1);

      // Back to English.
      await page.getByRole('link', { name: de.menu.settings }).click();
      await page.getByLabel(de.preferences.language).selectOption('en');
      await page.getByRole('button', { name: de.preferences.savePreferences }).click();
      await page.getByTestId('preferences-notice').getByText(PreferencesMessages.saved).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
      assert.equal(await htmlLang(page), 'en');
      await page.getByRole('link', { name: en.menu.dashboard, exact: true }).click();
      await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
      await waitFor(async () => (await api<Preferences>('GET', '/api/me/preferences', { token: r.token })).body.language === 'en', {
        what: 'English stored',
      });
    });
  } finally {
    await context.close();
  }
});
