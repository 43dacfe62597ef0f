/** The portal's screen texts in German: the same keys as en/ui.ts. */
export const ui = {} as const;
