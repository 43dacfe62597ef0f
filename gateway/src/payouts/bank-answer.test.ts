import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { PAYOUT_ANSWER_MAX_CHARS, PayoutMessages } from '@portal/contracts';
import { BankAnswerError, readBankAnswer } from './bank-answer.js';

const PAIN002 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
  <GrpHdr><MsgId>STS-1</MsgId><CreDtTm>2026-11-27T08:00:00Z</CreDtTm></GrpHdr>
  <OrgnlGrpInfAndSts><OrgnlMsgId>PB1</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
  <OrgnlPmtInfAndSts><OrgnlPmtInfId>PB1</OrgnlPmtInfId>
    <TxInfAndSts><OrgnlEndToEndId>WDA</OrgnlEndToEndId><TxSts>ACSC</TxSts><OrgnlTxRef><Amt><InstdAmt Ccy="USD">100.50</InstdAmt></Amt></OrgnlTxRef></TxInfAndSts>
    <TxInfAndSts><OrgnlEndToEndId>WDB</OrgnlEndToEndId><TxSts>PDNG</TxSts></TxInfAndSts>
    <TxInfAndSts><OrgnlEndToEndId>WDC</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AC04</Cd></Rsn><AddtlInf>Closed account</AddtlInf></StsRsnInf></TxInfAndSts>
  </OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;

const CAMT054 = `<?xml version="1.0" encoding="UTF-8"?>
<n:Document xmlns:n="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><n:BkToCstmrDbtCdtNtfctn>
  <n:GrpHdr><n:MsgId>NTF-1</n:MsgId></n:GrpHdr>
  <n:Ntfctn><n:Id>N1</n:Id>
    <n:Ntry><n:Amt Ccy="USD">7.00</n:Amt><n:CdtDbtInd>DBIT</n:CdtDbtInd><n:Sts><n:Cd>BOOK</n:Cd></n:Sts>
      <n:NtryDtls><n:TxDtls><n:Refs><n:EndToEndId>WDA</n:EndToEndId></n:Refs></n:TxDtls></n:NtryDtls></n:Ntry>
    <n:Ntry><n:Amt Ccy="USD">9.00</n:Amt><n:CdtDbtInd>CRDT</n:CdtDbtInd><n:Sts><n:Cd>BOOK</n:Cd></n:Sts>
      <n:NtryDtls><n:TxDtls><n:Refs><n:EndToEndId>WDB</n:EndToEndId></n:Refs><n:Amt Ccy="USD">9.00</n:Amt>
        <n:RtrInf><n:Rsn><n:Cd>AC01</n:Cd></n:Rsn></n:RtrInf></n:TxDtls></n:NtryDtls></n:Ntry>
    <n:Ntry><n:Amt Ccy="USD">3.00</n:Amt><n:CdtDbtInd>DBIT</n:CdtDbtInd><n:Sts><n:Cd>PDNG</n:Cd></n:Sts>
      <n:NtryDtls><n:TxDtls><n:Refs><n:EndToEndId>WDC</n:EndToEndId></n:Refs></n:TxDtls></n:NtryDtls></n:Ntry>
    <n:Ntry><n:Amt Ccy="USD">4.00</n:Amt><n:CdtDbtInd>DBIT</n:CdtDbtInd><n:Sts><n:Cd>BOOK</n:Cd></n:Sts></n:Ntry>
  </n:Ntfctn>
</n:BkToCstmrDbtCdtNtfctn></n:Document>`;

const CAMT053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>STM-1</MsgId><CreDtTm>2026-11-27T08:00:00Z</CreDtTm></GrpHdr>
  <Stmt><Id>S1</Id>
    <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="USD">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
    <Ntry><Amt Ccy="USD">12.34</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <NtryDtls><TxDtls><Refs><EndToEndId>WDA</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>
    <Ntry><Amt Ccy="USD">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <NtryDtls><TxDtls><Refs><EndToEndId>WDB</EndToEndId></Refs><Amt Ccy="USD">5.00</Amt>
        <RtrInf><Rsn><Cd>AC04</Cd></Rsn><AddtlInf>Closed</AddtlInf></RtrInf></TxDtls></NtryDtls></Ntry>
  </Stmt>
  <Stmt><Id>S2</Id>
    <Ntry><Amt Ccy="USD">8.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <NtryDtls><TxDtls><Refs><EndToEndId>WDC</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>
    <Ntry><Amt Ccy="USD">2.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts></Ntry>
  </Stmt>
</BkToCstmrStmt></Document>`;

function refused(xml: string, message: string) {
  assert.throws(
    () => readBankAnswer(xml),
    (error: unknown) => error instanceof BankAnswerError && error.message === message,
  );
}

test('a pain.002 gives paid and rejected lines by end-to-end id, exact amounts, and skips statuses still in progress', () => {
  assert.deepEqual(readBankAnswer(PAIN002), {
    format: 'pain.002',
    messageId: 'STS-1',
    lines: [
      { endToEndId: 'WDA', outcome: 'paid', amountCents: 10_050, currency: 'USD', reason: 'ACSC' },
      { endToEndId: 'WDC', outcome: 'rejected', amountCents: null, currency: null, reason: 'AC04: Closed account' },
    ],
  });
});

test('a camt.054 gives booked debits as paid and returns as rejected, whatever the namespace prefix', () => {
  assert.deepEqual(readBankAnswer(CAMT054), {
    format: 'camt.054',
    messageId: 'NTF-1',
    lines: [
      { endToEndId: 'WDA', outcome: 'paid', amountCents: 700, currency: 'USD', reason: 'BOOK' },
      { endToEndId: 'WDB', outcome: 'rejected', amountCents: 900, currency: 'USD', reason: 'AC01' },
    ],
  });
});

test('a camt.053 statement is read like a notification: booked debits paid, returns rejected, in every statement of the file', () => {
  assert.deepEqual(readBankAnswer(CAMT053), {
    format: 'camt.053',
    messageId: 'STM-1',
    lines: [
      { endToEndId: 'WDA', outcome: 'paid', amountCents: 1_234, currency: 'USD', reason: 'BOOK' },
      { endToEndId: 'WDB', outcome: 'rejected', amountCents: 500, currency: 'USD', reason: 'AC04: Closed' },
      { endToEndId: 'WDC', outcome: 'paid', amountCents: 800, currency: 'USD', reason: 'BOOK' },
    ],
  });
});

test('anything but a well-formed pain.002, camt.054 or camt.053 is refused with the contract text', () => {
  refused('<Document><unclosed></Document>', PayoutMessages.notXml);
  refused('%PDF-1.7 not xml', PayoutMessages.notXml);
  refused('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', PayoutMessages.notXml);
  refused(PAIN002.replace('pain.002.001.10', 'camt.052.001.08'), PayoutMessages.unknownDocument);
  // A statement's namespace around a notification's body: the root element must be the message's own.
  refused(CAMT054.replace('camt.054.001.08', 'camt.053.001.08'), PayoutMessages.unknownDocument);
  refused('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><Other/></Document>', PayoutMessages.unknownDocument);
  refused(PAIN002.replace('<TxSts>ACSC</TxSts>', '<TxSts>XXXX</TxSts>'), PayoutMessages.badLine(1, PayoutMessages.unknownStatus('XXXX')));
  refused(PAIN002.replace('100.50', '100.505'), PayoutMessages.badLine(1, PayoutMessages.badAmount));
  refused(PAIN002.replace('<OrgnlEndToEndId>WDA</OrgnlEndToEndId>', ''), PayoutMessages.badLine(1, PayoutMessages.missingEndToEndId));
  refused(PAIN002.replace('<TxSts>ACSC</TxSts>', '<TxSts>PDNG</TxSts>').replace('<TxSts>RJCT</TxSts>', '<TxSts>ACTC</TxSts>'), PayoutMessages.noLines);
  refused(`<a>${'x'.repeat(PAYOUT_ANSWER_MAX_CHARS)}</a>`, PayoutMessages.fileTooLarge);
});

const groupAnswer = (statuses: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
  <GrpHdr><MsgId>STS-2</MsgId><CreDtTm>2026-11-27T08:00:00Z</CreDtTm></GrpHdr>
  ${statuses}
</CstmrPmtStsRpt></Document>`;

test('a pain.002 rejecting the whole message (group status, or its payment block, RJCT without transactions) names the message', () => {
  const group = groupAnswer(
    '<OrgnlGrpInfAndSts><OrgnlMsgId>PB7</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId><GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>FF01</Cd></Rsn><AddtlInf>Invalid file format</AddtlInf></StsRsnInf></OrgnlGrpInfAndSts>',
  );
  assert.deepEqual(readBankAnswer(group), {
    format: 'pain.002',
    messageId: 'STS-2',
    lines: [],
    group: { originalMessageId: 'PB7', reason: 'FF01: Invalid file format' },
  });
  const block = groupAnswer(
    '<OrgnlGrpInfAndSts><OrgnlMsgId>PB8</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts><OrgnlPmtInfAndSts><OrgnlPmtInfId>PB8</OrgnlPmtInfId><PmtInfSts>RJCT</PmtInfSts></OrgnlPmtInfAndSts>',
  );
  assert.deepEqual(readBankAnswer(block).group, { originalMessageId: 'PB8', reason: 'RJCT' });
  // A group accepted, or a rejection that lists its transactions, is read line by line as before.
  refused(groupAnswer('<OrgnlGrpInfAndSts><OrgnlMsgId>PB9</OrgnlMsgId><GrpSts>ACCP</GrpSts></OrgnlGrpInfAndSts>'), PayoutMessages.noLines);
  assert.equal(readBankAnswer(PAIN002).group, undefined);
  refused(groupAnswer('<OrgnlGrpInfAndSts><GrpSts>RJCT</GrpSts></OrgnlGrpInfAndSts>'), PayoutMessages.missingOriginalMessage);
});
