import type { UiCatalogue } from '../en/ui.js';

/** Les textes de l’onglet administrateur « Versements » en français. */
export const adminPayouts: UiCatalogue['adminPayouts'] = {
  tab: 'Versements',
  title: 'Lots de versements',
  intro:
    'Regroupez les retraits bancaires en cours de traitement dans un lot, envoyez son fichier pain.001 à la banque, puis importez la réponse de la banque.',
  createBatch: 'Créer un lot',
  creating: 'Création…',
  created_one: 'Lot {{messageId}} créé avec {{count}} retrait.',
  created_other: 'Lot {{messageId}} créé avec {{count}} retraits.',
  uploadLabel: 'Réponse de la banque (pain.002, camt.054 ou camt.053)',
  uploading: 'Lecture de la réponse de la banque…',
  uploaded: '{{completed}} terminés, {{failed}} échoués et remboursés, {{unchanged}} inchangés, {{unmatched}} non rapprochés.',
  duplicate: 'Ce fichier a déjà été importé : rien n’a changé.',
  fileTooLarge: 'Le fichier bancaire ne doit pas dépasser 512 Ko',
  loading: 'Chargement des lots de versements…',
  loadFailed: 'Impossible de charger les lots de versements',
  empty: 'Aucun lot de versements pour l’instant.',
  listLabel: 'Lots de versements',
  messageId: 'ID du message',
  createdAt: 'Créé',
  count: 'Retraits',
  total: 'Total',
  status: 'Statut',
  actions: 'Fichiers',
  status_submitted: 'Transmis',
  status_reconciled: 'Rapproché',
  downloadPain001: 'pain.001',
  downloadPain001For: 'Télécharger le fichier pain.001 du lot {{messageId}}',
  downloadReport: 'Rapport (CSV)',
  downloadReportFor: 'Télécharger le rapport de rapprochement du lot {{messageId}}',
};
