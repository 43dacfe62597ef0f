import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  PAYOUT_ANSWER_MAX_CHARS,
  PAYOUT_ANSWER_MAX_LINES,
  PayoutMessages,
  parseUsdToCents,
  type BankAnswerFormat,
  type BankAnswerGroupRejection,
  type BankAnswerLine,
} from '@portal/contracts';

/** A bank answer read from its XML: its format, message id and payment lines, or the rejection of a whole message. */
export interface BankAnswer {
  format: BankAnswerFormat;
  messageId: string | null;
  lines: BankAnswerLine[];
  /** A pain.002 that rejects the whole payment message, without transaction lines. */
  group?: BankAnswerGroupRejection;
}

/** A bank file this portal cannot take; the message is the contract's text for staff. */
export class BankAnswerError extends Error {}

/** pain.002 transaction statuses (ExternalPaymentTransactionStatus1Code) that settle, reject, or leave a payout as it is. */
const PAID = new Set(['ACSC', 'ACCP']);
const REJECTED = new Set(['RJCT']);
const IN_PROGRESS = new Set(['RCVD', 'ACTC', 'ACSP', 'ACWC', 'ACWP', 'ACFC', 'ACCC', 'ACIS', 'PDNG', 'PART', 'PATC', 'BLCK', 'RCVR', 'PRES', 'CANC']);

const REPEATED = new Set(['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf', 'AddtlInf', 'Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Every value stays text: amounts are read exactly, ids keep their leading zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

const NAMESPACE =
  /^<(?:[A-Za-z_][\w.-]*:)?Document\b[^>]*\bxmlns(?::[A-Za-z_][\w.-]*)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:(pain\.002|camt\.05[34])\.001\.\d{2}["']/;

type Node = Record<string, unknown>;

function node(value: unknown): Node | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
}
function list(value: unknown): Node[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => node(v) ?? {});
}
/** The texts of a repeated text element (`<AddtlInf>`), joined; null when there are none. */
function texts(value: unknown): string | null {
  const all = (Array.isArray(value) ? value : [value]).map(textOf).filter(Boolean);
  return all.length ? all.join(' ') : null;
}
function textOf(value: unknown): string | null {
  const v = node(value)?.['#text'] ?? value;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}
function at(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((current, key) => node(current)?.[key], value);
}

/** An amount element (`<Amt Ccy="USD">12.30</Amt>`) as cents and currency; both null when absent. */
function amountOf(element: unknown, lineNumber: number): { amountCents: number | null; currency: string | null } {
  if (element === undefined) return { amountCents: null, currency: null };
  const raw = textOf(element);
  const cents = raw === null ? null : parseUsdToCents(raw);
  if (cents === null) throw new BankAnswerError(PayoutMessages.badLine(lineNumber, PayoutMessages.badAmount));
  const currency = node(element)?.['@_Ccy'];
  return { amountCents: cents, currency: typeof currency === 'string' ? currency.slice(0, 3) : null };
}

/** A status reason as `CODE: text`, cut to the contract's length. */
function reasonOf(code: string | null, info: string | null): string | null {
  const reason = [code, info].filter(Boolean).join(': ');
  return reason ? reason.slice(0, 300) : null;
}

function endToEndId(value: unknown): string | null {
  const id = textOf(value);
  return id && id !== 'NOTPROVIDED' ? id.slice(0, 35) : null;
}

/** pain.002: one line per transaction status; ACSC/ACCP paid, RJCT rejected, the in-between statuses change nothing. */
function pain002Lines(report: Node): BankAnswerLine[] {
  const lines: BankAnswerLine[] = [];
  let number = 0;
  for (const payment of list(report['OrgnlPmtInfAndSts'])) {
    for (const tx of list(payment['TxInfAndSts'])) {
      number++;
      const id = endToEndId(tx['OrgnlEndToEndId']);
      if (!id) throw new BankAnswerError(PayoutMessages.badLine(number, PayoutMessages.missingEndToEndId));
      const status = textOf(tx['TxSts']) ?? '';
      if (IN_PROGRESS.has(status)) continue;
      if (!PAID.has(status) && !REJECTED.has(status))
        throw new BankAnswerError(PayoutMessages.badLine(number, PayoutMessages.unknownStatus(status || '(none)')));
      const why = list(tx['StsRsnInf'])[0];
      const code = textOf(at(why, 'Rsn', 'Cd')) ?? textOf(at(why, 'Rsn', 'Prtry'));
      const info = texts(why?.['AddtlInf']);
      lines.push({
        endToEndId: id,
        outcome: PAID.has(status) ? 'paid' : 'rejected',
        ...amountOf(at(tx, 'OrgnlTxRef', 'Amt', 'InstdAmt'), number),
        reason: reasonOf(status === 'RJCT' ? code : status, info),
      });
    }
  }
  return lines;
}

/**
 * pain.002 rejecting a whole message: the group status (OrgnlGrpInfAndSts/GrpSts), or the status of a payment
 * information block (PmtInfSts; this portal sends one per message, its id the message's), is RJCT while no
 * transaction status is given. The reason is the group's (or the block's) first status reason.
 */
function pain002Group(report: Node): BankAnswerGroupRejection | undefined {
  const group = node(report['OrgnlGrpInfAndSts']);
  const payments = list(report['OrgnlPmtInfAndSts']);
  if (payments.some((payment) => list(payment['TxInfAndSts']).length > 0)) return undefined;
  const rejectedPayment = payments.find((payment) => textOf(payment['PmtInfSts']) === 'RJCT');
  const rejected = textOf(group?.['GrpSts']) === 'RJCT' ? group : rejectedPayment;
  if (!rejected) return undefined;
  const originalMessageId = textOf(group?.['OrgnlMsgId']) ?? textOf(rejectedPayment?.['OrgnlPmtInfId']);
  if (!originalMessageId) throw new BankAnswerError(PayoutMessages.missingOriginalMessage);
  const why = list(rejected['StsRsnInf'])[0];
  const code = textOf(at(why, 'Rsn', 'Cd')) ?? textOf(at(why, 'Rsn', 'Prtry'));
  return { originalMessageId: originalMessageId.slice(0, 35), reason: reasonOf(code ?? 'RJCT', texts(why?.['AddtlInf'])) };
}

/**
 * camt.054 notifications and camt.053 statements: the entries of each report (`Ntfctn` or `Stmt`), booked ones
 * only. A booked debit carrying the end-to-end id paid the payout; a return (return information, or a reversal)
 * sent it back. Entries without an end-to-end id are the account's other movements.
 */
function camtEntryLines(reports: Node[]): BankAnswerLine[] {
  const lines: BankAnswerLine[] = [];
  let number = 0;
  for (const report of reports) {
    for (const entry of list(report['Ntry'])) {
      const booked = (textOf(at(entry, 'Sts', 'Cd')) ?? textOf(entry['Sts'])) === 'BOOK';
      const debit = textOf(entry['CdtDbtInd']) === 'DBIT';
      const reversal = textOf(entry['RvslInd']) === 'true';
      const details = list(entry['NtryDtls']).flatMap((d) => list(d['TxDtls']));
      for (const tx of details) {
        number++;
        const id = endToEndId(at(tx, 'Refs', 'EndToEndId'));
        if (!id || !booked) continue;
        const returned = at(tx, 'RtrInf') !== undefined;
        if (!returned && !reversal && !debit) continue;
        const amount = at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'InstdAmt', 'Amt') ?? (details.length === 1 ? entry['Amt'] : undefined);
        const code = textOf(at(tx, 'RtrInf', 'Rsn', 'Cd')) ?? textOf(at(tx, 'RtrInf', 'Rsn', 'Prtry'));
        const info = texts(at(tx, 'RtrInf', 'AddtlInf'));
        lines.push({
          endToEndId: id,
          outcome: returned || reversal ? 'rejected' : 'paid',
          ...amountOf(amount, number),
          reason: returned || reversal ? reasonOf(code ?? (reversal ? 'RVSL' : 'RTRN'), info) : 'BOOK',
        });
      }
    }
  }
  return lines;
}

/**
 * Reads a bank's answer to a payout file: an ISO 20022 pain.002 payment status report, camt.054 debit
 * notification or camt.053 account statement (any 001 version), well-formed, without a DTD, with the message's own root element. Anything
 * else is refused with the contract's text, before anything changes.
 */
export function readBankAnswer(xml: string): BankAnswer {
  if (xml.length > PAYOUT_ANSWER_MAX_CHARS) throw new BankAnswerError(PayoutMessages.fileTooLarge);
  const text = xml.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE/i.test(text) || XMLValidator.validate(text) !== true) throw new BankAnswerError(PayoutMessages.notXml);
  const root = text.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^(?:\s*<!--[\s\S]*?-->)*\s*/, '');
  const kind = NAMESPACE.exec(root)?.[1];
  const document = node(parser.parse(text)['Document']);
  let answer: BankAnswer;
  if (kind === 'pain.002' && node(document?.['CstmrPmtStsRpt'])) {
    const report = node(document!['CstmrPmtStsRpt'])!;
    const group = pain002Group(report);
    answer = { format: 'pain.002', messageId: textOf(at(report, 'GrpHdr', 'MsgId')), lines: group ? [] : pain002Lines(report), ...(group ? { group } : {}) };
  } else if (kind === 'camt.054' && node(document?.['BkToCstmrDbtCdtNtfctn'])) {
    const notification = node(document!['BkToCstmrDbtCdtNtfctn'])!;
    answer = { format: 'camt.054', messageId: textOf(at(notification, 'GrpHdr', 'MsgId')), lines: camtEntryLines(list(notification['Ntfctn'])) };
  } else if (kind === 'camt.053' && node(document?.['BkToCstmrStmt'])) {
    const statement = node(document!['BkToCstmrStmt'])!;
    answer = { format: 'camt.053', messageId: textOf(at(statement, 'GrpHdr', 'MsgId')), lines: camtEntryLines(list(statement['Stmt'])) };
  } else {
    throw new BankAnswerError(PayoutMessages.unknownDocument);
  }
  if (!answer.lines.length && !answer.group) throw new BankAnswerError(PayoutMessages.noLines);
  if (answer.lines.length > PAYOUT_ANSWER_MAX_LINES) throw new BankAnswerError(PayoutMessages.tooManyLines);
  return { ...answer, messageId: answer.messageId?.slice(0, 35) ?? null };
}
