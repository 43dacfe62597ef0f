/** The monthly account statement's texts in English (the PDF). */
export const statement = {
  title: 'Account statement',
  period: '{{from}} to {{to}}',
  accountHolder: 'Account holder',
  accountNumber: 'Account number',
  grantNumber: 'Grant number',
  openingBalance: 'Opening balance',
  credits: 'Money in',
  debits: 'Money out',
  fees: 'of which fees',
  closingBalance: 'Closing balance',
  date: 'Date',
  transaction: 'Transaction',
  description: 'Description',
  amount: 'Amount',
  fee: 'Fee',
  balance: 'Balance',
  noEntries: 'No entries in this month.',
  footer: 'Amounts in US dollars. Times in UTC. Generated {{at}}.',
};

export type StatementTexts = { [K in keyof typeof statement]: string };
