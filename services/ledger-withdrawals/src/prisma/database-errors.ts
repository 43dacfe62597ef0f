/**
 * Whether a database error names any of `needles` (an SQLSTATE such as 23514, a constraint or an index): Prisma's
 * raw queries carry PostgreSQL's text in the error's message or in its meta.
 */
export function databaseErrorMentions(error: unknown, ...needles: string[]): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? {})}`;
  return needles.some((needle) => text.includes(needle));
}
