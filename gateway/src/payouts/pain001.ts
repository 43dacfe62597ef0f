import { PAIN001_NAMESPACE, PAYOUT_DEBTOR, centsToDecimalString, type PayoutBatchDetail, type PayoutItem } from '@portal/contracts';
import { isoAmount, isoDocumentStart, isoText, isoXmlBuilder } from '../accounting/iso20022.js';

/** The creditor's bank: a BIC for wires, the US ABA routing number for bank transfers, else not provided. */
function creditorAgent(item: PayoutItem) {
  if (item.creditorAgent.bic) return { FinInstnId: { BICFI: isoText(item.creditorAgent.bic, 11) } };
  if (item.creditorAgent.routingNumber)
    return { FinInstnId: { ClrSysMmbId: { ClrSysId: { Cd: 'USABA' }, MmbId: isoText(item.creditorAgent.routingNumber, 35) } } };
  return { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };
}

/**
 * A payout batch as an ISO 20022 customer credit transfer initiation (pain.001.001.09): the group header with
 * the batch's message id, count and control sum, one payment information block from the fund's payout account,
 * and one credit transfer per withdrawal with its end-to-end id, net amount and the creditor as the withdrawal
 * holds them. Elements are in the schema's order; amounts are exact decimals of the integer cents.
 */
export function pain001(batch: PayoutBatchDetail, createdAt: Date, executionDate: string): string {
  const count = String(batch.items.length);
  const sum = centsToDecimalString(batch.items.reduce((total, item) => total + item.amountCents, 0));
  const body = isoXmlBuilder.build({
    CstmrCdtTrfInitn: {
      GrpHdr: { MsgId: batch.messageId, CreDtTm: createdAt.toISOString(), NbOfTxs: count, CtrlSum: sum, InitgPty: { Nm: PAYOUT_DEBTOR.name } },
      PmtInf: {
        PmtInfId: batch.messageId,
        PmtMtd: 'TRF',
        BtchBookg: 'false',
        NbOfTxs: count,
        CtrlSum: sum,
        ReqdExctnDt: { Dt: executionDate },
        Dbtr: { Nm: PAYOUT_DEBTOR.name },
        DbtrAcct: { Id: { Othr: { Id: PAYOUT_DEBTOR.account } } },
        DbtrAgt: { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } },
        ChrgBr: 'DEBT',
        CdtTrfTxInf: batch.items.map((item) => ({
          PmtId: { InstrId: isoText(item.transactionNumber, 35), EndToEndId: item.endToEndId },
          Amt: { InstdAmt: isoAmount(item.amountCents) },
          CdtrAgt: creditorAgent(item),
          Cdtr: { Nm: isoText(item.creditorName, 140) },
          CdtrAcct: { Id: { Othr: { Id: isoText(item.creditorAccount, 34) } } },
          RmtInf: { Ustrd: isoText(`Grant withdrawal ${item.transactionNumber}`, 140) },
        })),
      },
    },
  });
  return `${isoDocumentStart(PAIN001_NAMESPACE)}${body}</Document>\n`;
}
