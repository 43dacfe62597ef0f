import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { XMLParser } from 'fast-xml-parser';
import { PAIN001_NAMESPACE, type PayoutBatchDetail, type PayoutItem } from '@portal/contracts';
import { pain001 } from './pain001.js';

const item = (n: number, amountCents: number, agent: PayoutItem['creditorAgent']): PayoutItem => ({
  withdrawalId: `00000000-0000-4000-8000-00000000000${n}`,
  userId: '00000000-0000-4000-8000-000000000009',
  transactionNumber: `TRX${n}`,
  endToEndId: `WD${n}`,
  amountCents,
  method: agent.bic ? 'wire_transfer' : 'bank_transfer',
  creditorName: `Holder <${n}> & Co`,
  creditorAccount: `00123${n}`,
  creditorAgent: agent,
  status: 'submitted',
});

interface Transfer {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { Othr: { Id: string } } };
}

test('a batch becomes one pain.001.001.09 transfer per withdrawal, with count, control sum and exact amounts', () => {
  const batch: PayoutBatchDetail = {
    id: '00000000-0000-4000-8000-0000000000aa',
    messageId: 'PBAA',
    status: 'submitted',
    createdBy: '00000000-0000-4000-8000-0000000000bb',
    createdAt: '2026-11-27T07:00:00.000Z',
    itemCount: 2,
    totalCents: 100_001,
    items: [item(1, 1, { routingNumber: '021000021', bic: null }), item(2, 100_000, { routingNumber: null, bic: 'DEUTDEFF' })],
  };
  const xml = pain001(batch, new Date('2026-11-27T08:00:00.000Z'), '2026-11-27');
  assert.ok(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN001_NAMESPACE}">`));
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (n) => n === 'CdtTrfTxInf' }).parse(xml);
  const init = doc.Document.CstmrCdtTrfInitn;
  assert.deepEqual(
    [init.GrpHdr.MsgId, init.GrpHdr.NbOfTxs, init.GrpHdr.CtrlSum, init.PmtInf.NbOfTxs, init.PmtInf.CtrlSum],
    ['PBAA', '2', '1000.01', '2', '1000.01'],
  );
  assert.deepEqual(
    (init.PmtInf.CdtTrfTxInf as Transfer[]).map((t) => [
      t.PmtId.EndToEndId,
      t.Amt.InstdAmt['#text'],
      t.Amt.InstdAmt['@_Ccy'],
      t.Cdtr.Nm,
      t.CdtrAcct.Id.Othr.Id,
    ]),
    [
      ['WD1', '0.01', 'USD', 'Holder <1> & Co', '001231'],
      ['WD2', '1000.00', 'USD', 'Holder <2> & Co', '001232'],
    ],
  );
  assert.equal(init.PmtInf.CdtTrfTxInf[0].CdtrAgt.FinInstnId.ClrSysMmbId.MmbId, '021000021');
  assert.equal(init.PmtInf.CdtTrfTxInf[1].CdtrAgt.FinInstnId.BICFI, 'DEUTDEFF');
  assert.equal(init.PmtInf.ReqdExctnDt.Dt, '2026-11-27');
});
