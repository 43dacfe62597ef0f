/** The e-mails' texts in English (filled by the notifications work). */
export const email = {} as const;
