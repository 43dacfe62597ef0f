import type { UiCatalogue } from '../en/ui.js';

/** Die Texte des Admin-Reiters „Auszahlungen“ auf Deutsch. */
export const adminPayouts: UiCatalogue['adminPayouts'] = {
  tab: 'Auszahlungen',
  title: 'Auszahlungsstapel',
  intro:
    'Fassen Sie die Banküberweisungen in Bearbeitung zu einem Stapel zusammen, senden Sie dessen pain.001-Datei an die Bank und laden Sie dann die Antwort der Bank hoch.',
  createBatch: 'Stapel erstellen',
  creating: 'Wird erstellt…',
  created_one: 'Stapel {{messageId}} mit {{count}} Auszahlung erstellt.',
  created_other: 'Stapel {{messageId}} mit {{count}} Auszahlungen erstellt.',
  uploadLabel: 'Antwort der Bank (pain.002, camt.054 oder camt.053)',
  uploading: 'Antwort der Bank wird gelesen…',
  uploaded: '{{completed}} abgeschlossen, {{failed}} fehlgeschlagen und erstattet, {{unchanged}} unverändert, {{unmatched}} nicht zugeordnet.',
  duplicate: 'Diese Datei wurde bereits hochgeladen: nichts wurde geändert.',
  fileTooLarge: 'Die Bankdatei darf höchstens 512 KB groß sein',
  loading: 'Auszahlungsstapel werden geladen…',
  loadFailed: 'Die Auszahlungsstapel konnten nicht geladen werden',
  empty: 'Noch keine Auszahlungsstapel.',
  listLabel: 'Auszahlungsstapel',
  messageId: 'Nachrichten-ID',
  createdAt: 'Erstellt',
  count: 'Auszahlungen',
  total: 'Summe',
  status: 'Status',
  actions: 'Dateien',
  status_submitted: 'Übermittelt',
  status_reconciled: 'Abgeglichen',
  downloadPain001: 'pain.001',
  downloadPain001For: 'pain.001-Datei von Stapel {{messageId}} herunterladen',
  downloadReport: 'Bericht (CSV)',
  downloadReportFor: 'Abgleichsbericht von Stapel {{messageId}} herunterladen',
};
