/** The portal's screen texts in English: the spec's texts word for word (filled by the i18n work). */
export const ui = {} as const;
