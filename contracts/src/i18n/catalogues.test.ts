import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { accountBlockedMessage } from '../account-status.js';
import { KYC_MAX_MEGABYTES, KycMessages } from '../kyc.js';
import { LANGUAGES, NOTIFICATION_TOPICS, TIME_ZONES } from '../preferences.js';
import { ProjectPaymentMessages } from '../project-payments.js';
import { TicketMessages } from '../support.js';
import { TransferMessages } from '../transfers.js';
import { WITHDRAWAL_STATUS_LABELS } from '../withdrawals.js';
import { CATALOGUES, I18N_NAMESPACES } from './index.js';

/** i18next's plural suffixes (Intl.PluralRules categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted key. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else assert.fail(`${prefix}${key} is neither a text nor a group`);
  }
  return out;
}

/** The interpolation variables of a text ({{name}}, {{name, format}}). */
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** i18next's interpolation, enough to compare an English template with the contracts' function. */
const render = (template: string, values: Record<string, unknown>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));

const en = Object.fromEntries(I18N_NAMESPACES.map((ns) => [ns, flatten(CATALOGUES.en[ns])])) as Record<(typeof I18N_NAMESPACES)[number], Map<string, string>>;

for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  for (const ns of I18N_NAMESPACES) {
    test(`${language}/${ns} has exactly the English keys, each a non-empty text with the English variables`, () => {
      const texts = flatten(CATALOGUES[language][ns]);
      assert.deepEqual([...texts.keys()].sort(), [...en[ns].keys()].sort());
      for (const [key, english] of en[ns]) {
        const text = texts.get(key)!;
        assert.ok(text.trim(), `${language}/${ns} ${key} is empty`);
        assert.deepEqual(variables(text), variables(english), `${language}/${ns} ${key}: variables differ from English`);
      }
    });
  }
}

test('every plural has the forms each language needs for the counts a screen shows (Intl.PluralRules)', () => {
  for (const ns of I18N_NAMESPACES) {
    const bases = new Set([...en[ns].keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(language);
      const needed = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
      const texts = flatten(CATALOGUES[language][ns]);
      for (const base of bases) {
        for (const form of needed) assert.ok(texts.has(`${base}_${form}`), `${language}/${ns} ${base}_${form} is missing`);
        assert.ok(variables(texts.get(`${base}_other`)!).includes('count'), `${language}/${ns} ${base}_other does not show the count`);
      }
    }
  }
});

test('English templates say what the contracts say (one text, two forms)', () => {
  const ui = CATALOGUES.en.ui;
  assert.equal(ui.kyc.saveFailed, KycMessages.saveFailed);
  assert.equal(render(ui.kyc.tooLarge, { megabytes: KYC_MAX_MEGABYTES }), KycMessages.tooLarge);
  assert.equal(render(ui.support.created, { number: 42 }), TicketMessages.created(42));
  assert.equal(render(ui.moves.completed, { number: 'TRF1' }), TransferMessages.completed('TRF1'));
  assert.equal(render(ui.moves.submitted, { number: 'TRF2' }), TransferMessages.submitted('TRF2'));
  assert.equal(render(ui.projectPayments.processFailed, { message: 'timeout' }), ProjectPaymentMessages.processFailed('timeout'));
  assert.equal(render(ui.projectPayments.insufficient, { needed: '$101.50', balance: '$5.00' }), ProjectPaymentMessages.insufficient(10_150, 500));
  assert.equal(render(ui.forms.transferInsufficient, { needed: '$101.00', balance: '$5.00' }), TransferMessages.insufficient(10_100, 500));
  assert.equal(ui.kyc.restricted, KycMessages.restricted);
  assert.equal(render(ui.auth.blockedOther, { status: 'suspended' }), accountBlockedMessage('suspended'));
  for (const [status, label] of Object.entries(WITHDRAWAL_STATUS_LABELS)) assert.equal(ui.status[status as keyof typeof ui.status], label);
});

test('the settings screen has a label for every notification topic and time zone in every language', () => {
  for (const language of LANGUAGES) {
    const texts = flatten(CATALOGUES[language].ui);
    for (const topic of NOTIFICATION_TOPICS) assert.ok(texts.has(`preferences.topic_${topic}`), `${language}: topic ${topic}`);
    for (const zone of TIME_ZONES) assert.ok(texts.has(`preferences.zone_${zone}`), `${language}: zone ${zone}`);
  }
});

test('German and French are translations, not English copies', () => {
  const english = en.ui;
  for (const language of ['de', 'fr'] as const) {
    const texts = flatten(CATALOGUES[language].ui);
    const same = [...english].filter(([key, text]) => texts.get(key) === text && /[a-z]{4,} [a-z]{4,}/i.test(text));
    assert.deepEqual(
      same.map(([key]) => key),
      [],
      `${language}: sentences left in English`,
    );
  }
});

test("the withdrawal quarter is named as the grant year's quarter (3-month steps from the grant's start date), never a calendar quarter", () => {
  const words = { en: /grant-year/i, de: /Förder/, fr: /subvention/ } as const;
  for (const [language, word] of Object.entries(words)) {
    const texts = flatten(CATALOGUES[language as keyof typeof CATALOGUES].ui);
    for (const key of [
      'wizard.quarterRemaining',
      'wizard.quarterUsed',
      'wizard.quarterLimit',
      'wizard.quarterPeriod',
      'wizard.limitReached',
      'wizard.limitWarning',
    ]) {
      assert.match(texts.get(key) ?? '', word, `${language} ${key}`);
    }
  }
});

test('no catalogue promises a live chat (support is by ticket)', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    for (const [key, text] of flatten(catalogue.ui)) assert.doesNotMatch(text, /live[- ]?chat|chat en direct/i, `${language} ${key}`);
  }
});
