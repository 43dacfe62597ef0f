/**
 * The notification e-mails' texts in English, rendered by i18next in accounts-kyc (namespace
 * `email`). Statuses, labels and messages reuse the spec's wording (spec 2 §2.5, §3, §4, §2.8).
 * `{{…}}` are filled in when a mail is rendered; German and French carry the same keys.
 */
export const email = {
  layout: {
    greeting: 'Dear {{name}},',
    openPortal: 'Open the UNSEAF Grant Portal: {{url}}',
    signOff: 'Kind regards,',
    team: 'The UNSEAF Grant Portal team',
    preferences: 'You receive this e-mail because it is switched on in Settings → Notifications, where you can change your choice: {{url}}',
    /** The footer of a security notice (sent whatever the notification choices). */
    securityNotice: 'This is a security notice about your account: we send it whatever your notification choices in Settings ({{url}}).',
    date: 'Date: {{date}}',
    /** A text quoted word for word (an admin's reply, a resolution's notes). */
    quote: '{{text}}',
  },
  status: {
    pending: 'Pending',
    processing: 'Processing',
    submitted: 'Submitted to the bank',
    completed: 'Completed',
    failed: 'Failed',
    open: 'Open',
    in_progress: 'In progress',
    resolved: 'Resolved',
    closed: 'Closed',
  },
  accountApproved: {
    subject: 'Your UNSEAF Grant Portal account has been approved',
    body: 'Your account has been approved. You can now sign in to the portal.',
    next: 'To use withdrawals, transfers and the transaction history, submit your KYC documents from your dashboard.',
  },
  accountRejected: {
    subject: 'Your UNSEAF Grant Portal account was not approved',
    body: 'Your account registration has been reviewed and rejected.',
    next: 'If you believe this is a mistake, please contact our support team.',
  },
  kycApproved: {
    subject: 'KYC verification approved',
    body: 'Your KYC verification has been approved: Verification Complete.',
    next: 'Withdrawals, transfers and the transaction history are now available to you.',
  },
  kycRejected: {
    subject: 'KYC verification rejected',
    body: 'Your KYC verification has been rejected.',
    next: 'Please read the reviewer’s notes and submit your documents again from your dashboard (Resubmit Documents).',
  },
  reviewerNotes: 'Reviewer’s notes: {{notes}}',
  withdrawal: {
    subject: 'Withdrawal {{number}}: {{status}}',
    body: 'The status of your withdrawal {{number}} of {{amount}} (net amount {{net}}) has changed from {{from}} to {{to}}.',
    completed: 'The payout has been sent.',
    failed: 'The full amount, fee included, has been returned to your grant balance.',
    message: 'Message: {{message}}',
  },
  transfer: {
    subject: 'Transfer {{number}}: {{status}}',
    body: 'The status of your transfer {{number}} of {{amount}} has changed from {{from}} to {{to}}.',
    completed: 'The transfer has been completed.',
    failed: 'The transfer failed. What was debited for it is returned to your grant balance.',
  },
  projectPayment: {
    subject: 'Project payment {{number}}: {{status}}',
    body: 'The status of your project payment {{number}} of {{amount}} has changed from {{from}} to {{to}}.',
    completed: 'Payment processed and disbursed',
    failed: 'The payment failed. What was debited for it is returned to your grant balance.',
  },
  ticketReply: {
    subject: 'Support ticket #{{number}}: new reply',
    body: 'Our support team replied to your ticket #{{number}} “{{subject}}”:',
    label: '--- Admin Reply ---',
    next: 'You can read the conversation and answer under Support Ticket → My Tickets.',
  },
  ticketResolved: {
    subject: 'Support ticket #{{number}} resolved',
    body: 'Your ticket #{{number}} “{{subject}}” has been resolved.',
    label: '--- Resolved ---',
  },
  grantReport: {
    approvedSubject: 'Your progress report on “{{milestone}}” was approved',
    approvedBody: 'Your progress report on the milestone “{{milestone}}” of your grant “{{grant}}” was approved.',
    changesSubject: 'Changes requested on your progress report “{{milestone}}”',
    changesBody: 'Your progress report on the milestone “{{milestone}}” of your grant “{{grant}}” needs changes. Please revise it and submit it again.',
    rejectedSubject: 'Your progress report on “{{milestone}}” was rejected',
    rejectedBody: 'Your progress report on the milestone “{{milestone}}” of your grant “{{grant}}” was rejected; the tranche that depends on it is withheld.',
    comment: 'Reviewer’s comment:',
  },
  grantReportDue: {
    dueSubject: 'Progress report due by {{date}}: “{{milestone}}”',
    dueBody: 'Your progress report on the milestone “{{milestone}}” of your grant “{{grant}}” is due by {{date}}. You can submit it under My grant.',
    overdueSubject: 'Progress report overdue: “{{milestone}}”',
    overdueBody:
      'Your progress report on the milestone “{{milestone}}” of your grant “{{grant}}” was due on {{date}} and has not been submitted. The tranche that depends on it waits for it.',
  },
  statementReady: {
    subject: 'Your statement for {{month}} is ready',
    body: 'Your account statement for {{month}} is ready: the opening balance, every entry with its fees and the closing balance. You can download it as a PDF under Transactions.',
  },
  grantTranche: {
    subject: 'Tranche {{number}} of your grant has been paid in',
    body: 'Tranche {{number}} of your grant “{{grant}}”, {{amount}}, has been paid into your account (transaction {{transaction}}).',
  },
  registrationAttempt: {
    subject: 'Someone tried to register with your e-mail address',
    body: 'Someone just tried to create a new UNSEAF Grant Portal account with this e-mail address. It already belongs to your account, so no new account was created.',
    signIn: 'If it was you, sign in with your existing account: {{url}}',
    reset: 'Forgot your password? Choose a new one here: {{url}}',
    ignore: 'If it was not you, you can ignore this e-mail: your account and password are unchanged.',
  },
  ticketClosed: {
    subject: 'Support ticket #{{number}} closed',
    body: 'Your ticket #{{number}} “{{subject}}” has been closed.',
    label: '--- Admin Update ---',
  },
  /** Security notices: credentials changed, a PIN reset link (sent whatever the notification choices). */
  security: {
    pin_set: {
      subject: 'Your transaction PIN was set',
      body: 'A transaction PIN was set for your UNSEAF Grant Portal account.',
    },
    pin_changed: {
      subject: 'Your transaction PIN was changed',
      body: 'The transaction PIN of your UNSEAF Grant Portal account was changed.',
    },
    pin_reset: {
      subject: 'Your transaction PIN was reset',
      body: 'The transaction PIN of your UNSEAF Grant Portal account was reset with the link we e-mailed to you.',
    },
    pin_deleted: {
      subject: 'Your transaction PIN was deleted',
      body: 'The transaction PIN of your UNSEAF Grant Portal account was deleted. Withdrawals need a new PIN.',
    },
    password_changed: {
      subject: 'Your password was changed',
      body: 'The password of your UNSEAF Grant Portal account was changed in Settings.',
    },
    password_reset: {
      subject: 'Your password was reset',
      body: 'The password of your UNSEAF Grant Portal account was reset with a reset link.',
    },
    holdAfterReset: 'For your security, no money can leave your account in the 24 hours after a PIN reset.',
    notYou: 'If this was not you, contact our support team at once and change your password.',
    pinResetLink: {
      subject: 'Reset your transaction PIN',
      body: 'You asked to reset the transaction PIN of your UNSEAF Grant Portal account. Open the link below while signed in to choose a new PIN. It works once, for 30 minutes; your current PIN stays valid until then.',
      notYou: 'If you did not ask for this, ignore this e-mail and change your password: your PIN stays unchanged.',
      action: 'Choose a new PIN: {{url}}',
    },
  },
} as const;

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every language's catalogue has: the same keys as English, each a text. */
export type EmailCatalogue = Strings<typeof email>;
