import type { StatementTexts } from '../en/statement.js';
/** Die Texte des monatlichen Kontoauszugs auf Deutsch (das PDF). */
export const statement: StatementTexts = {
  title: 'Kontoauszug',
  period: '{{from}} bis {{to}}',
  accountHolder: 'Kontoinhaber',
  accountNumber: 'Kontonummer',
  grantNumber: 'Fördernummer',
  openingBalance: 'Anfangssaldo',
  credits: 'Eingänge',
  debits: 'Ausgänge',
  fees: 'davon Gebühren',
  closingBalance: 'Schlusssaldo',
  date: 'Datum',
  transaction: 'Transaktion',
  description: 'Beschreibung',
  amount: 'Betrag',
  fee: 'Gebühr',
  balance: 'Saldo',
  noEntries: 'Keine Buchungen in diesem Monat.',
  footer: 'Beträge in US-Dollar. Zeiten in UTC. Erstellt am {{at}}.',
};
