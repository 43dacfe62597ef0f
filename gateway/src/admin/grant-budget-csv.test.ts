import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { GrantBudgetView } from '@portal/contracts';
import { grantBudgetCsv } from './grant-budget-csv.js';

test('the budget CSV has one row per line with decimal amounts, and a formula-like title cannot run in a spreadsheet', () => {
  const view: GrantBudgetView = {
    grantId: '00000000-0000-4000-8000-000000000001',
    title: '=HYPERLINK("x")',
    totalCents: 100_000,
    budgetSet: true,
    mode: 'block',
    lines: [
      { line: 'travel', originalCents: 100_000, budgetCents: 90_000, spentCents: 10_050, committedCents: 5_000, remainingCents: 74_950, flaggedCount: 0 },
    ],
    reallocations: [],
  };
  const [header, row] = grantBudgetCsv(view).trimEnd().split('\r\n');
  assert.equal(header, 'GRANT,LINE,ORIGINAL,BUDGET,SPENT,COMMITTED,REMAINING,FLAGGED PAYMENTS,MODE');
  assert.equal(row, `"'=HYPERLINK(""x"")",travel,1000.00,900.00,100.50,50.00,749.50,0,block`);
});
