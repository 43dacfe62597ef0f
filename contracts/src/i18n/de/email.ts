import type { EmailCatalogue } from '../en/email.js';

/** The notification e-mails' texts in German: the same keys as the English catalogue. */
export const email = {
  layout: {
    greeting: 'Guten Tag {{name}},',
    openPortal: 'Zum UNSEAF Grant Portal: {{url}}',
    signOff: 'Freundliche Grüße',
    team: 'Ihr Team des UNSEAF Grant Portal',
    preferences: 'Sie erhalten diese E-Mail, weil sie unter Einstellungen → Benachrichtigungen eingeschaltet ist. Dort können Sie Ihre Wahl ändern: {{url}}',
    securityNotice:
      'Dies ist ein Sicherheitshinweis zu Ihrem Konto: Wir senden ihn unabhängig von Ihren Benachrichtigungseinstellungen in den Einstellungen ({{url}}).',
    date: 'Datum: {{date}}',
    /** A text quoted word for word (an admin's reply, a resolution's notes). */
    quote: '{{text}}',
  },
  status: {
    pending: 'Ausstehend',
    processing: 'In Bearbeitung',
    submitted: 'An die Bank übermittelt',
    completed: 'Abgeschlossen',
    failed: 'Fehlgeschlagen',
    open: 'Offen',
    in_progress: 'In Bearbeitung',
    resolved: 'Gelöst',
    closed: 'Geschlossen',
  },
  accountApproved: {
    subject: 'Ihr Konto beim UNSEAF Grant Portal wurde genehmigt',
    body: 'Ihr Konto wurde genehmigt. Sie können sich jetzt im Portal anmelden.',
    next: 'Für Auszahlungen, Überweisungen und den Transaktionsverlauf reichen Sie bitte Ihre KYC-Unterlagen über Ihr Dashboard ein.',
  },
  accountRejected: {
    subject: 'Ihr Konto beim UNSEAF Grant Portal wurde nicht genehmigt',
    body: 'Ihre Kontoregistrierung wurde geprüft und abgelehnt.',
    next: 'Wenn Sie dies für einen Irrtum halten, wenden Sie sich bitte an unser Support-Team.',
  },
  kycApproved: {
    subject: 'KYC-Prüfung genehmigt',
    body: 'Ihre KYC-Prüfung wurde genehmigt: Verifizierung abgeschlossen.',
    next: 'Auszahlungen, Überweisungen und der Transaktionsverlauf stehen Ihnen jetzt zur Verfügung.',
  },
  kycRejected: {
    subject: 'KYC-Prüfung abgelehnt',
    body: 'Ihre KYC-Prüfung wurde abgelehnt.',
    next: 'Bitte lesen Sie die Anmerkungen der Prüfung und reichen Sie Ihre Unterlagen über Ihr Dashboard erneut ein (Unterlagen erneut einreichen).',
  },
  reviewerNotes: 'Anmerkungen der Prüfung: {{notes}}',
  withdrawal: {
    subject: 'Auszahlung {{number}}: {{status}}',
    body: 'Der Status Ihrer Auszahlung {{number}} über {{amount}} (Nettobetrag {{net}}) hat sich von {{from}} zu {{to}} geändert.',
    completed: 'Die Auszahlung wurde überwiesen.',
    failed: 'Der gesamte Betrag einschließlich Gebühr wurde Ihrem Fördersaldo wieder gutgeschrieben.',
    message: 'Mitteilung: {{message}}',
  },
  transfer: {
    subject: 'Überweisung {{number}}: {{status}}',
    body: 'Der Status Ihrer Überweisung {{number}} über {{amount}} hat sich von {{from}} zu {{to}} geändert.',
    completed: 'Die Überweisung wurde ausgeführt.',
    failed: 'Die Überweisung ist fehlgeschlagen. Was dafür belastet wurde, wird Ihrem Fördersaldo wieder gutgeschrieben.',
  },
  projectPayment: {
    subject: 'Projektzahlung {{number}}: {{status}}',
    body: 'Der Status Ihrer Projektzahlung {{number}} über {{amount}} hat sich von {{from}} zu {{to}} geändert.',
    completed: 'Zahlung verarbeitet und ausgezahlt',
    failed: 'Die Zahlung ist fehlgeschlagen. Was dafür belastet wurde, wird Ihrem Fördersaldo wieder gutgeschrieben.',
  },
  ticketReply: {
    subject: 'Support-Ticket #{{number}}: neue Antwort',
    body: 'Unser Support-Team hat auf Ihr Ticket #{{number}} „{{subject}}“ geantwortet:',
    label: '--- Antwort des Supports ---',
    next: 'Den Verlauf lesen und antworten können Sie unter Support-Ticket → Meine Tickets.',
  },
  ticketResolved: {
    subject: 'Support-Ticket #{{number}} gelöst',
    body: 'Ihr Ticket #{{number}} „{{subject}}“ wurde gelöst.',
    label: '--- Gelöst ---',
  },
  grantReport: {
    approvedSubject: 'Ihr Fortschrittsbericht zu „{{milestone}}“ wurde genehmigt',
    approvedBody: 'Ihr Fortschrittsbericht zum Meilenstein „{{milestone}}“ Ihres Zuschusses „{{grant}}“ wurde genehmigt.',
    changesSubject: 'Änderungen an Ihrem Fortschrittsbericht „{{milestone}}“ angefordert',
    changesBody:
      'Ihr Fortschrittsbericht zum Meilenstein „{{milestone}}“ Ihres Zuschusses „{{grant}}“ braucht Änderungen. Bitte überarbeiten Sie ihn und reichen Sie ihn erneut ein.',
    rejectedSubject: 'Ihr Fortschrittsbericht zu „{{milestone}}“ wurde abgelehnt',
    rejectedBody:
      'Ihr Fortschrittsbericht zum Meilenstein „{{milestone}}“ Ihres Zuschusses „{{grant}}“ wurde abgelehnt; die davon abhängige Tranche wird zurückgehalten.',
    comment: 'Kommentar der Prüferin oder des Prüfers:',
  },
  grantReportDue: {
    dueSubject: 'Fortschrittsbericht fällig bis {{date}}: „{{milestone}}“',
    dueBody:
      'Ihr Fortschrittsbericht zum Meilenstein „{{milestone}}“ Ihres Zuschusses „{{grant}}“ ist bis {{date}} fällig. Sie können ihn unter „Mein Zuschuss“ einreichen.',
    overdueSubject: 'Fortschrittsbericht überfällig: „{{milestone}}“',
    overdueBody:
      'Ihr Fortschrittsbericht zum Meilenstein „{{milestone}}“ Ihres Zuschusses „{{grant}}“ war am {{date}} fällig und wurde nicht eingereicht. Die davon abhängige Tranche wartet darauf.',
  },
  statementReady: {
    subject: 'Ihr Auszug für {{month}} steht bereit',
    body: 'Ihr Kontoauszug für {{month}} steht bereit: der Anfangssaldo, jede Buchung mit ihren Gebühren und der Endsaldo. Sie können ihn unter Transaktionen als PDF herunterladen.',
  },
  grantTranche: {
    subject: 'Tranche {{number}} Ihres Zuschusses wurde ausgezahlt',
    body: 'Tranche {{number}} Ihres Zuschusses „{{grant}}“, {{amount}}, wurde Ihrem Konto gutgeschrieben (Transaktion {{transaction}}).',
  },
  registrationAttempt: {
    subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
    body: 'Soeben wollte jemand mit dieser E-Mail-Adresse ein neues Konto im UNSEAF Grant Portal anlegen. Die Adresse gehört bereits zu Ihrem Konto, daher wurde kein neues Konto angelegt.',
    signIn: 'Falls Sie es waren, melden Sie sich mit Ihrem bestehenden Konto an: {{url}}',
    reset: 'Passwort vergessen? Hier wählen Sie ein neues: {{url}}',
    ignore: 'Falls Sie es nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto und Ihr Passwort bleiben unverändert.',
  },
  ticketClosed: {
    subject: 'Support-Ticket #{{number}} geschlossen',
    body: 'Ihr Ticket #{{number}} „{{subject}}“ wurde geschlossen.',
    label: '--- Mitteilung des Supports ---',
  },
  security: {
    pin_set: {
      subject: 'Ihre Transaktions-PIN wurde eingerichtet',
      body: 'Für Ihr Konto im UNSEAF Grant Portal wurde eine Transaktions-PIN eingerichtet.',
    },
    pin_changed: {
      subject: 'Ihre Transaktions-PIN wurde geändert',
      body: 'Die Transaktions-PIN Ihres Kontos im UNSEAF Grant Portal wurde geändert.',
    },
    pin_reset: {
      subject: 'Ihre Transaktions-PIN wurde zurückgesetzt',
      body: 'Die Transaktions-PIN Ihres Kontos im UNSEAF Grant Portal wurde mit dem Link zurückgesetzt, den wir Ihnen per E-Mail gesendet haben.',
    },
    pin_deleted: {
      subject: 'Ihre Transaktions-PIN wurde gelöscht',
      body: 'Die Transaktions-PIN Ihres Kontos im UNSEAF Grant Portal wurde gelöscht. Für Auszahlungen brauchen Sie eine neue PIN.',
    },
    password_changed: {
      subject: 'Ihr Passwort wurde geändert',
      body: 'Das Passwort Ihres Kontos im UNSEAF Grant Portal wurde in den Einstellungen geändert.',
    },
    password_reset: {
      subject: 'Ihr Passwort wurde zurückgesetzt',
      body: 'Das Passwort Ihres Kontos im UNSEAF Grant Portal wurde mit einem Link zurückgesetzt.',
    },
    holdAfterReset: 'Zu Ihrer Sicherheit kann in den 24 Stunden nach dem Zurücksetzen der PIN kein Geld Ihr Konto verlassen.',
    notYou: 'Wenn Sie das nicht waren, wenden Sie sich sofort an unser Support-Team und ändern Sie Ihr Passwort.',
    pinResetLink: {
      subject: 'Transaktions-PIN zurücksetzen',
      body: 'Sie haben das Zurücksetzen der Transaktions-PIN Ihres Kontos im UNSEAF Grant Portal angefordert. Öffnen Sie den Link unten, während Sie angemeldet sind, und wählen Sie eine neue PIN. Er funktioniert einmal, 30 Minuten lang; bis dahin bleibt Ihre aktuelle PIN gültig.',
      notYou: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort: Ihre PIN bleibt unverändert.',
      action: 'Neue PIN wählen: {{url}}',
    },
  },
} as const satisfies EmailCatalogue;
