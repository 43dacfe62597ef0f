import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { LANGUAGES, STATEMENT_CATALOGUES, type JournalLine } from '@portal/contracts';
import { statementFigures } from './monthly-statement.js';
import { statementPdf } from './statement-pdf.js';

const line = (amountCents: number, feeCents: number | null, n: number): JournalLine => ({
  entryId: String(n),
  postingId: '00000000-0000-4000-8000-00000000000' + n,
  postingKind: 'transfer',
  transactionNumber: `TRX0000000${n}`,
  at: `2026-10-0${n}T10:00:00.000Z`,
  accountCode: 'recipient:x',
  accountKind: 'recipient',
  category: 'transfer',
  description: `Entry ${n}`,
  reference: null,
  amountCents,
  postBalanceCents: 0,
  feeCents,
});

test('figures: the balance after each entry runs from the opening balance; fees are summed per posting', () => {
  const summary = { accountCode: 'recipient:x', openingCents: 1_000, closingCents: 700, creditCount: 1, creditCents: 500, debitCount: 1, debitCents: 800 };
  const figures = statementFigures(summary, [line(500, null, 1), line(-800, 8, 2)]);
  assert.deepEqual(
    figures.entries.map((e) => [e.amountCents, e.feeCents, e.balanceCents]),
    [
      [500, 0, 1_500],
      [-800, 8, 700],
    ],
  );
  assert.deepEqual([figures.openingCents, figures.creditCents, figures.debitCents, figures.feeCents, figures.closingCents], [1_000, 500, 800, 8, 700]);
  assert.deepEqual(statementFigures(null, []), { openingCents: 0, creditCents: 0, debitCents: 0, feeCents: 0, closingCents: 0, entries: [] });
});

test('every language has every statement text with the same placeholders, and the PDF is titled in it', async () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
  const english = STATEMENT_CATALOGUES.en;
  for (const language of LANGUAGES) {
    const texts = STATEMENT_CATALOGUES[language];
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(english).sort(), language);
    for (const [key, text] of Object.entries(texts))
      assert.deepEqual(placeholders(text), placeholders(english[key as keyof typeof english]), `${language}.${key}`);
    const figures = statementFigures(
      null,
      Array.from({ length: 120 }, (_, i) => line(i % 2 ? -100 : 100, i % 2 ? 1 : null, (i % 9) + 1)),
    );
    const pdf = await statementPdf(
      { month: '2026-10', language, fullName: 'Amina Tester', accountNumber: '770012345678', grantNumber: 'UNSEAF-2024/GR-0001', ...figures },
      new Date('2026-11-01T08:00:00Z'),
    );
    const text = pdf.toString('latin1');
    assert.ok(text.startsWith('%PDF-'));
    assert.ok(text.includes(`(${texts.title} 2026-10)`) || language === 'fr', language);
    assert.ok((text.match(/\/Type \/Page\b/g) ?? []).length >= 2, `${language}: 120 entries flow onto a second page`);
  }
});
