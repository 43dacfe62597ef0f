/** The e-mails' texts in French: the same keys as en/email.ts. */
export const email = {} as const;
