/**
 * The Terms of Service and Privacy Policy pages (/terms, /privacy) in English: plain statements of
 * what the portal does. German and French carry exactly these keys.
 */
export const legal = {
  termsTitle: 'Terms of Service',
  privacyTitle: 'Privacy Policy',
  footerLabel: 'Legal',
  updated: 'Last updated: November 2026',
  termsIntro:
    'These terms apply to everyone who uses the UNSEAF Grant Portal: grant recipients and the administrators who serve them. By registering or signing in you accept them.',
  termsAccountHeading: 'Your account',
  termsAccountText:
    'You register with the grant number you were assigned. An administrator reviews and approves each account before you can sign in. Keep your password and your transaction PIN to yourself: every action taken with them counts as yours.',
  termsFundsHeading: 'Grant funds',
  termsFundsText:
    'Your grant funds may be used only for the purposes of your grant. Money features open once your identity check (KYC) is approved. Withdrawals are limited per quarter of your grant year, counted in three-month steps from the start date of your grant, and every fee is shown before you confirm.',
  termsConductHeading: 'Fair use',
  termsConductText:
    'Do not try to reach other people’s data, disturb the service or use it for anything unlawful. We may suspend an account that breaks these terms and will tell you why.',
  termsChangesHeading: 'Changes and contact',
  termsChangesText: 'We announce changes to these terms in the portal before they take effect. Questions go to our support team through a support ticket.',
  privacyIntro: 'This policy explains which personal data the portal keeps, why, and what you can ask of us.',
  privacyDataHeading: 'What we keep',
  privacyDataText:
    'Your name, e-mail address, grant number, optional phone number and country, your identity documents (AML certificate), your transactions, withdrawals and support tickets, and your language and notification choices.',
  privacyUseHeading: 'Why we keep it',
  privacyUseText:
    'To run your grant account: to approve it, verify your identity, move and record your funds, answer your tickets and send you the e-mails you chose. We do not sell your data or use it for advertising.',
  privacySecurityHeading: 'How we protect it',
  privacySecurityText:
    'Data travels encrypted, documents are shown to administrators only through short-lived links, your PIN is stored only as a one-way hash, and administrator actions are recorded in an audit log.',
  privacyRightsHeading: 'Your rights',
  privacyRightsText:
    'You can see and correct your profile in Settings. To ask for a copy of your data or for its erasure, open a support ticket; records the law requires us to keep (such as ledger entries) are kept without your personal details.',
  backHome: 'Back to home',
} as const;

/** The shape of every language's legal texts: the English keys, each a text. */
export type LegalCatalogue = { readonly [K in keyof typeof legal]: string };
