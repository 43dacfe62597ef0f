import PDFDocument from 'pdfkit';
import { STATEMENT_CATALOGUES, formatUsd, monthPeriod, type MonthlyStatement } from '@portal/contracts';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Table columns: x position and width in points (A4, 50 pt margins). */
const COLUMNS = { date: [50, 62], transaction: [112, 88], description: [200, 150], amount: [350, 70], fee: [420, 55], balance: [475, 70] } as const;
type Column = keyof typeof COLUMNS;
const NUMERIC: ReadonlySet<Column> = new Set(['amount', 'fee', 'balance']);

/**
 * The statement as an A4 PDF (pdfkit, its built-in Helvetica, which covers the German and French texts): holder,
 * account and grant number, the month, opening balance, money in and out with the fees, closing balance, and a
 * table of every entry with its fee and the balance after it. Texts come from the recipient's language catalogue.
 */
export function statementPdf(statement: MonthlyStatement, generatedAt: Date): Promise<Buffer> {
  const t = STATEMENT_CATALOGUES[statement.language];
  const period = monthPeriod(statement.month);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.title} ${statement.month}`, Author: 'UNSEAF' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(t.title);
  doc.font('Helvetica').fontSize(11).text(fill(t.period, period));
  doc.moveDown();
  const facts: [string, string][] = [
    [t.accountHolder, statement.fullName],
    [t.accountNumber, statement.accountNumber],
    [t.grantNumber, statement.grantNumber],
    [t.openingBalance, formatUsd(statement.openingCents)],
    [t.credits, formatUsd(statement.creditCents)],
    [t.debits, formatUsd(-statement.debitCents)],
    [t.fees, formatUsd(statement.feeCents)],
    [t.closingBalance, formatUsd(statement.closingCents)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 50, y, { width: 150 });
    doc.font('Helvetica').text(value, 210, y, { width: 335 });
  }
  doc.moveDown();

  const row = (cells: Record<Column, string>, bold: boolean) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let bottom = y;
    for (const [column, [x, width]] of Object.entries(COLUMNS) as [Column, readonly [number, number]][]) {
      doc.text(cells[column], x, y, { width: width - 4, align: NUMERIC.has(column) ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    doc.y = bottom + 3;
  };
  row({ date: t.date, transaction: t.transaction, description: t.description, amount: t.amount, fee: t.fee, balance: t.balance }, true);
  for (const e of statement.entries) {
    row(
      {
        date: e.at.slice(0, 10),
        transaction: e.transactionNumber,
        description: e.description,
        amount: formatUsd(e.amountCents),
        fee: e.feeCents ? formatUsd(e.feeCents) : '',
        balance: formatUsd(e.balanceCents),
      },
      false,
    );
  }
  if (!statement.entries.length) doc.font('Helvetica').fontSize(10).text(t.noEntries, 50);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(fill(t.footer, { at: generatedAt.toISOString().slice(0, 16).replace('T', ' ') }), 50);
  doc.end();
  return done;
}
