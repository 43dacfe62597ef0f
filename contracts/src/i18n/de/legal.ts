import type { LegalCatalogue } from '../en/legal.js';

/** Nutzungsbedingungen und Datenschutzerklärung (/terms, /privacy): die Schlüssel von en/legal.ts. */
export const legal: LegalCatalogue = {
  termsTitle: 'Nutzungsbedingungen',
  privacyTitle: 'Datenschutzerklärung',
  footerLabel: 'Rechtliches',
  updated: 'Stand: November 2026',
  termsIntro:
    'Diese Bedingungen gelten für alle, die das UNSEAF Grant Portal nutzen: Fördermittelempfänger und die Administratoren, die sie betreuen. Mit der Registrierung oder Anmeldung akzeptieren Sie sie.',
  termsAccountHeading: 'Ihr Konto',
  termsAccountText:
    'Sie registrieren sich mit der Ihnen zugewiesenen Fördernummer. Ein Administrator prüft und genehmigt jedes Konto, bevor Sie sich anmelden können. Geben Sie Ihr Passwort und Ihre Transaktions-PIN nicht weiter: Jede damit ausgeführte Aktion gilt als Ihre.',
  termsFundsHeading: 'Fördermittel',
  termsFundsText:
    'Ihre Fördermittel dürfen nur für die Zwecke Ihrer Förderung verwendet werden. Die Geldfunktionen stehen nach genehmigter Identitätsprüfung (KYC) zur Verfügung. Auszahlungen sind je Quartal Ihres Förderjahres begrenzt, gezählt in Dreimonatsschritten ab dem Startdatum Ihrer Förderung, und jede Gebühr wird vor Ihrer Bestätigung angezeigt.',
  termsConductHeading: 'Faire Nutzung',
  termsConductText:
    'Versuchen Sie nicht, auf Daten anderer zuzugreifen, den Dienst zu stören oder ihn rechtswidrig zu nutzen. Wir können ein Konto, das gegen diese Bedingungen verstößt, sperren und nennen Ihnen den Grund.',
  termsChangesHeading: 'Änderungen und Kontakt',
  termsChangesText: 'Änderungen dieser Bedingungen kündigen wir im Portal an, bevor sie gelten. Fragen richten Sie über ein Support-Ticket an unser Team.',
  privacyIntro: 'Diese Erklärung beschreibt, welche personenbezogenen Daten das Portal speichert, warum, und was Sie von uns verlangen können.',
  privacyDataHeading: 'Was wir speichern',
  privacyDataText:
    'Ihren Namen, Ihre E-Mail-Adresse, Ihre Fördernummer, optional Telefonnummer und Land, Ihre Identitätsnachweise (AML-Zertifikat), Ihre Transaktionen, Auszahlungen und Support-Tickets sowie Ihre Sprach- und Benachrichtigungseinstellungen.',
  privacyUseHeading: 'Wozu wir sie speichern',
  privacyUseText:
    'Um Ihr Förderkonto zu führen: es zu genehmigen, Ihre Identität zu prüfen, Ihre Mittel zu bewegen und zu verbuchen, Ihre Tickets zu beantworten und Ihnen die gewählten E-Mails zu senden. Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung.',
  privacySecurityHeading: 'Wie wir sie schützen',
  privacySecurityText:
    'Daten werden verschlüsselt übertragen, Dokumente sehen Administratoren nur über kurzlebige Links, Ihre PIN wird nur als Einweg-Hash gespeichert, und Aktionen von Administratoren werden in einem Audit-Protokoll festgehalten.',
  privacyRightsHeading: 'Ihre Rechte',
  privacyRightsText:
    'Ihr Profil können Sie in den Einstellungen einsehen und berichtigen. Eine Kopie Ihrer Daten oder deren Löschung beantragen Sie über ein Support-Ticket; Aufzeichnungen, die wir gesetzlich aufbewahren müssen (etwa Buchungen), bleiben ohne Ihre persönlichen Angaben erhalten.',
  backHome: 'Zurück zur Startseite',
};
