/** The e-mails' texts in German: the same keys as en/email.ts. */
export const email = {} as const;
