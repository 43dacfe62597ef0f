import type { StatementTexts } from '../en/statement.js';
/** Les textes du relevé de compte mensuel en français (le PDF). */
export const statement: StatementTexts = {
  title: 'Relevé de compte',
  period: 'du {{from}} au {{to}}',
  accountHolder: 'Titulaire du compte',
  accountNumber: 'Numéro de compte',
  grantNumber: 'Numéro de subvention',
  openingBalance: 'Solde d’ouverture',
  credits: 'Entrées',
  debits: 'Sorties',
  fees: 'dont frais',
  closingBalance: 'Solde de clôture',
  date: 'Date',
  transaction: 'Transaction',
  description: 'Description',
  amount: 'Montant',
  fee: 'Frais',
  balance: 'Solde',
  noEntries: 'Aucune écriture ce mois-ci.',
  footer: 'Montants en dollars US. Heures en UTC. Généré le {{at}}.',
};
