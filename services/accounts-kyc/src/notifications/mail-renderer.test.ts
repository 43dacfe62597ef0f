import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@portal/contracts';
import { MailRenderer } from './mail-renderer.js';
import {
  accountStatusNotice,
  kycStatusNotice,
  passwordChangedNotice,
  pinChangedNotice,
  pinResetLinkNotice,
  projectPaymentStatusNotice,
  statementReadyNotice,
  ticketReplyNotice,
  ticketStatusNotice,
  transferStatusNotice,
  withdrawalStatusNotice,
  type Notice,
} from './notices.js';

const renderer = new MailRenderer('https://portal.example.org/');
const at = '2026-03-01T12:30:00.000Z';
const userId = randomUUID();
const actorId = randomUUID();
const move = { id: randomUUID(), userId, transactionNumber: 'TRF1740000000000', amountCents: 123_456, actorId, at };
const ticket = { ticketId: randomUUID(), number: 42, userId, subject: 'Report <template>', at };

const notices: Notice[] = [
  accountStatusNotice({ userId, from: 'pending', to: 'approved', actorId, at }),
  accountStatusNotice({ userId, from: 'pending', to: 'rejected', actorId, at }),
  kycStatusNotice({ userId, from: 'pending', to: 'approved', documentId: null, actorId, at }),
  kycStatusNotice({ userId, from: 'pending', to: 'rejected', documentId: null, actorId, at, notes: 'Expired' }),
  withdrawalStatusNotice({ ...move, from: 'pending', to: 'completed', netCents: 120_000, method: 'bank_transfer', message: 'Sent' }),
  withdrawalStatusNotice({ ...move, from: 'processing', to: 'failed', netCents: 120_000, method: 'check', message: null }),
  transferStatusNotice({ ...move, from: 'pending', to: 'processing' }),
  projectPaymentStatusNotice({ ...move, from: 'pending', to: 'completed' }),
  ticketReplyNotice({ ...ticket, messageId: randomUUID(), authorId: actorId, authorRole: 'admin', body: 'See <b>page 4</b> & 5' }),
  ticketStatusNotice({ ...ticket, from: 'in_progress', to: 'resolved', notes: 'Done', actorId }),
  ticketStatusNotice({ ...ticket, from: 'open', to: 'closed', notes: null, actorId }),
  ...(['set', 'changed', 'reset', 'deleted'] as const).map((change) => pinChangedNotice({ userId, change, at })),
  passwordChangedNotice({ userId, how: 'changed', at }),
  passwordChangedNotice({ userId, how: 'reset', at }),
  pinResetLinkNotice({ userId, token: 'abc_DEF-123abc_DEF-123', expiresAt: at }),
  statementReadyNotice({ userId, month: '2026-02', at }),
].map((n) => {
  assert.ok(n);
  return n;
});

test('every notice renders in every language with no missing text', () => {
  for (const language of LANGUAGES) {
    for (const notice of notices) {
      const mail = renderer.render(notice, { name: 'Amina Tester', email: 'amina@example.org', language, timeZone: 'Europe/Zurich' });
      for (const part of [mail.subject, mail.text, mail.html]) {
        // i18next answers the key itself for a missing text.
        assert.doesNotMatch(
          part,
          /\b(layout|status|security|account\w+|kyc\w+|withdrawal|transfer|projectPayment|ticket\w+|reviewerNotes|statement\w+)\.[a-z_]+/i,
          `${language}: ${part}`,
        );
        assert.doesNotMatch(part, /{{|}}/);
      }
      assert.ok(mail.text.includes('https://portal.example.org/settings'));
    }
  }
});

test('values are escaped in the HTML body only; amounts and statuses are filled in', () => {
  const reply = renderer.render(notices[8]!, { name: 'A <b>', email: 'a@example.org', language: 'en', timeZone: 'Europe/Zurich' });
  assert.equal(reply.subject, 'Support ticket #42: new reply');
  assert.ok(reply.text.includes('See <b>page 4</b> & 5'));
  assert.ok(reply.html.includes('See &lt;b&gt;page 4&lt;&#x2F;b&gt; &amp; 5') || reply.html.includes('See &lt;b&gt;page 4&lt;/b&gt; &amp; 5'), reply.html);
  assert.ok(!reply.html.includes('<b>'));
  const withdrawal = renderer.render(notices[4]!, { name: 'A', email: 'a@example.org', language: 'de', timeZone: 'Europe/Zurich' });
  assert.equal(withdrawal.subject, 'Auszahlung TRF1740000000000: Abgeschlossen');
  assert.ok(withdrawal.text.includes('über $1,234.56 (Nettobetrag $1,200.00) hat sich von Ausstehend zu Abgeschlossen geändert'), withdrawal.text);
  assert.ok(withdrawal.text.includes('Mitteilung: Sent'));
});

test('creations, repeats and changes nobody is told about mail nothing', () => {
  assert.equal(withdrawalStatusNotice({ ...move, from: null, to: 'pending', netCents: 1, method: 'check', message: null }), null);
  assert.equal(transferStatusNotice({ ...move, from: 'pending', to: 'pending' }), null);
  assert.equal(accountStatusNotice({ userId, from: 'approved', to: 'active', actorId, at }), null);
  assert.equal(kycStatusNotice({ userId, from: 'approved', to: 'pending', documentId: null, actorId, at }), null);
  assert.equal(ticketReplyNotice({ ...ticket, messageId: randomUUID(), authorId: userId, authorRole: 'user', body: 'Thanks' }), null);
  assert.equal(ticketStatusNotice({ ...ticket, from: 'open', to: 'in_progress', notes: null, actorId }), null);
});

test('each reader gets the date in their own language and time zone (formats are kept per language and zone)', () => {
  const dateLine = (language: 'en' | 'de', timeZone: 'Europe/Zurich' | 'America/New_York') =>
    renderer
      .render(notices[6]!, { name: 'A', email: 'a@example.org', language, timeZone })
      .text.split('\n')
      .find((line) => line.includes('2026'));
  const zurich = dateLine('en', 'Europe/Zurich');
  const newYork = dateLine('en', 'America/New_York');
  assert.ok(zurich?.includes('1:30'), zurich);
  assert.ok(newYork?.includes('7:30'), newYork);
  assert.ok(dateLine('de', 'Europe/Zurich')?.includes('März'), dateLine('de', 'Europe/Zurich'));
  // Asked again after the others: still its own zone.
  assert.equal(dateLine('en', 'Europe/Zurich'), zurich);
});

test('security notices say so instead of pointing at the notification choices; the PIN reset link opens its page', () => {
  const reader = { name: 'A', email: 'a@example.org', language: 'fr' as const, timeZone: 'Europe/Zurich' as const };
  const link = renderer.render(pinResetLinkNotice({ userId, token: 'abc_DEF-123abc_DEF-123', expiresAt: at }), reader);
  assert.ok(link.text.includes('https://portal.example.org/settings/pin-reset?token=abc_DEF-123abc_DEF-123'), link.text);
  assert.ok(link.html.includes('href="https://portal.example.org/settings/pin-reset?token=abc_DEF-123abc_DEF-123"'), link.html);
  const reset = renderer.render(pinChangedNotice({ userId, change: 'reset', at }), reader);
  assert.ok(reset.text.includes('24 heures'), reset.text);
  assert.ok(!reset.text.includes('Notifications'), 'no word of the notification choices');
});

test('a statement notice names its month in the reader’s language and leads to the transactions', () => {
  const notice = statementReadyNotice({ userId, month: '2026-02', at });
  const mail = (language: 'en' | 'de' | 'fr') => renderer.render(notice, { name: 'A', email: 'a@example.org', language, timeZone: 'America/New_York' });
  // The month is a UTC calendar month: February stays February in a zone behind UTC.
  assert.equal(mail('en').subject, 'Your statement for February 2026 is ready');
  assert.equal(mail('de').subject, 'Ihr Auszug für Februar 2026 steht bereit');
  assert.equal(mail('fr').subject, 'Votre relevé de février 2026 est prêt');
  assert.ok(mail('en').text.includes('https://portal.example.org/dashboard?tab=transactions'), mail('en').text);
  assert.equal(notice.topic, 'statements');
});
