import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { releaseBlock, trancheStatus, type TrancheFacts } from './tranche-status.js';

const base: TrancheFacts = { released: false, plannedDate: '2026-06-01', milestone: null, spendRule: null };
const today = '2026-06-01';

test('a tranche without a milestone is due from its planned date', () => {
  assert.equal(trancheStatus({ ...base, plannedDate: '2026-06-02' }, today), 'scheduled');
  assert.equal(trancheStatus(base, today), 'due');
  assert.equal(trancheStatus({ ...base, released: true }, today), 'released');
});

test("a milestone's tranche waits for the approved report, whatever its date; a rejected report withholds it", () => {
  assert.equal(trancheStatus({ ...base, milestone: { reportStatus: null } }, today), 'scheduled');
  assert.equal(trancheStatus({ ...base, milestone: { reportStatus: 'submitted' } }, today), 'scheduled');
  assert.equal(trancheStatus({ ...base, plannedDate: '2027-01-01', milestone: { reportStatus: 'approved' } }, today), 'due');
  assert.equal(trancheStatus({ ...base, milestone: { reportStatus: 'rejected' } }, today), 'withheld');
});

test('the spend rule counts whole cents: 70 % of $1,000.01 needs $700.01 spent (rounded up), and an unreleased previous tranche never meets it', () => {
  const rule = (spentCents: bigint, previousReleased = true) => ({ percent: 70, previousAmountCents: 100_001n, previousReleased, spentCents });
  assert.equal(releaseBlock({ ...base, spendRule: rule(70_000n) }, today), 'spend');
  assert.equal(releaseBlock({ ...base, spendRule: rule(70_001n) }, today), null);
  assert.equal(releaseBlock({ ...base, spendRule: rule(100_001n, false) }, today), 'spend');
  assert.equal(trancheStatus({ ...base, spendRule: rule(0n) }, today), 'withheld');
});
