/** The portal's screen texts in French: the same keys as en/ui.ts. */
export const ui = {} as const;
