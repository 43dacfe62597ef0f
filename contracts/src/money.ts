/**
 * Money crosses every boundary as an integer number of US cents. These helpers are the only
 * place that turns cents into text or text into cents; none of them uses floating point.
 */

const MAX_SAFE_CENTS = Number.MAX_SAFE_INTEGER;

export function assertCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100).toString();
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${groupThousands(dollars)}.${rest}`;
}

/** 123456 → "1234.56" (no symbol, no grouping), for inputs and CSV. */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  return `${negative ? '-' : ''}${Math.trunc(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}

const DECIMAL_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450; returns null for anything that is not a plain non-negative amount with at most two decimals. */
export function parseUsdToCents(text: string): number | null {
  const match = DECIMAL_AMOUNT.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_SAFE_CENTS ? cents : null;
}

/** `amountCents` × `bp` / 10,000 (1% = 100 bp), rounded half up to a whole cent, in integers only. */
export function percentOfCents(amountCents: number, bp: number): number {
  assertCents(amountCents);
  return Math.floor((amountCents * bp + 5000) / 10000);
}
