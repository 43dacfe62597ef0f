import { LEDGER_CURRENCY, centsToDecimalString, type AccountStatementSummary, type JournalLine } from '@portal/contracts';
import { isoAmount as amount, isoDocumentStart, isoText as text, isoXmlBuilder as builder } from './iso20022.js';

/** ISO 20022 bank-to-customer statement, version 08 (the version CBPR+ and most banks' statement feeds use). */
export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

function indicator(cents: number): 'CRDT' | 'DBIT' {
  return cents < 0 ? 'DBIT' : 'CRDT';
}

export interface Camt053Head {
  messageId: string;
  createdAt: Date;
  from: string;
  to: string;
  accountNumber: string;
  ownerName: string;
  summary: AccountStatementSummary;
}

/** The document up to the first entry: group header, statement id and period, account, both booked balances, totals. */
export function camt053Head(head: Camt053Head): string {
  const { summary: s } = head;
  const created = head.createdAt.toISOString();
  const net = s.creditCents - s.debitCents;
  const balance = (code: 'OPBD' | 'CLBD', cents: number, date: string) => ({
    Tp: { CdOrPrtry: { Cd: code } },
    Amt: amount(cents),
    CdtDbtInd: indicator(cents),
    Dt: { Dt: date },
  });
  const groupHeader = builder.build({ GrpHdr: { MsgId: head.messageId, CreDtTm: created } });
  const statement = builder.build({
    Id: text(`${head.accountNumber}-${head.from.replaceAll('-', '')}-${head.to.replaceAll('-', '')}`, 35),
    CreDtTm: created,
    FrToDt: { FrDtTm: `${head.from}T00:00:00.000Z`, ToDtTm: `${head.to}T23:59:59.999Z` },
    Acct: { Id: { Othr: { Id: text(head.accountNumber, 34) } }, Ccy: LEDGER_CURRENCY, Ownr: { Nm: text(head.ownerName, 140) } },
    Bal: [balance('OPBD', s.openingCents, head.from), balance('CLBD', s.closingCents, head.to)],
    TxsSummry: {
      TtlNtries: {
        NbOfNtries: String(s.creditCount + s.debitCount),
        Sum: centsToDecimalString(s.creditCents + s.debitCents),
        TtlNetNtry: { Amt: centsToDecimalString(Math.abs(net)), CdtDbtInd: indicator(net) },
      },
      TtlCdtNtries: { NbOfNtries: String(s.creditCount), Sum: centsToDecimalString(s.creditCents) },
      TtlDbtNtries: { NbOfNtries: String(s.debitCount), Sum: centsToDecimalString(s.debitCents) },
    },
  });
  return `${isoDocumentStart(CAMT053_NAMESPACE)}<BkToCstmrStmt>${groupHeader}<Stmt>${statement}`;
}

/** One booked `Ntry` per ledger entry of the account: amount, indicator, booking and value date, references. */
export function camt053Entries(lines: JournalLine[]): string {
  if (!lines.length) return '';
  return builder.build({
    Ntry: lines.map((l) => ({
      NtryRef: l.entryId,
      Amt: amount(l.amountCents),
      CdtDbtInd: indicator(l.amountCents),
      Sts: { Cd: 'BOOK' },
      BookgDt: { DtTm: l.at },
      ValDt: { Dt: l.at.slice(0, 10) },
      AcctSvcrRef: l.transactionNumber,
      BkTxCd: { Prtry: { Cd: text(`${l.category}:${l.postingKind}`, 35) } },
      NtryDtls: {
        TxDtls: {
          Refs: { AcctSvcrRef: l.transactionNumber, EndToEndId: text(l.reference ?? 'NOTPROVIDED', 35), TxId: l.postingId.replaceAll('-', '') },
          RmtInf: { Ustrd: text(l.description, 140) },
        },
      },
      AddtlNtryInf: text(l.description, 500),
    })),
  });
}

export const CAMT053_TAIL = '</Stmt></BkToCstmrStmt></Document>\n';
