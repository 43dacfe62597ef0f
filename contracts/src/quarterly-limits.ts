/**
 * Quarterly withdrawal limits (spec 2 §4, §9): quarters are 3-month steps from the grant's start
 * date, capped at Q4. In Q1–Q3 the limit is 33.33% of the total grant minus that quarter's usage;
 * in Q4 it is the whole remaining balance. Dates are civil dates (YYYY-MM-DD), amounts whole cents.
 */
export const QUARTER_SHARE_BP = 3333; // 33.33 %
export const QUARTER_WARNING_PERCENT = 80;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
} // month 1–12

export function parseCivilDate(text: string): CivilDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a date: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function formatCivilDate(d: CivilDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toDayNumber(d: CivilDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

function fromDayNumber(n: number): CivilDate {
  const date = new Date(n * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Adds calendar months, keeping the day or the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(d: CivilDate, months: number): CivilDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** Whole months from `start` to `today` (0 before the start). */
export function monthsElapsed(start: CivilDate, today: CivilDate): number {
  if (toDayNumber(today) < toDayNumber(start)) return 0;
  let n = (today.year - start.year) * 12 + (today.month - start.month);
  while (n > 0 && toDayNumber(addMonths(start, n)) > toDayNumber(today)) n -= 1;
  return n;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function formatPeriodDate(d: CivilDate): string {
  return `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}

export interface QuarterInput {
  totalCents: number;
  startDate: string;
  /** Usage of Q1..Q4 in cents. */
  usedCents: readonly [number, number, number, number];
  balanceCents: number;
  today: string;
}

export interface QuarterSummary {
  currentBalance: number;
  /** 1–4 */
  currentQuarter: number;
  /** "Q1".."Q4" */
  currentQuarterLabel: string;
  currentQuarterStart: string;
  currentQuarterEnd: string;
  /** e.g. "Jul 1, 2026 - Sep 30, 2026" */
  currentQuarterPeriod: string;
  currentQuarterLimit: number;
  currentQuarterUsed: number;
  currentQuarterRemaining: number;
  /** Days left in the quarter, today included (0 once the period has ended). */
  daysRemainingInQuarter: number;
  /** 80 % or more of the quarter's limit used. */
  warning: boolean;
  limitReached: boolean;
  withdrawalAllowed: boolean;
}

function percentOf(amountCents: number, bp: number): number {
  return Math.floor((amountCents * bp + 5000) / 10000);
}

export function quarterlySummary(input: QuarterInput): QuarterSummary {
  const start = parseCivilDate(input.startDate);
  const today = parseCivilDate(input.today);
  const index = Math.min(Math.floor(monthsElapsed(start, today) / 3), 3);
  const periodStart = addMonths(start, index * 3);
  const periodEnd = fromDayNumber(toDayNumber(addMonths(start, (index + 1) * 3)) - 1);
  const used = input.usedCents[index] ?? 0;
  const limit = index === 3 ? input.balanceCents : percentOf(input.totalCents, QUARTER_SHARE_BP);
  const remaining = index === 3 ? input.balanceCents : limit - used;
  return {
    currentBalance: input.balanceCents,
    currentQuarter: index + 1,
    currentQuarterLabel: `Q${index + 1}`,
    currentQuarterStart: formatCivilDate(periodStart),
    currentQuarterEnd: formatCivilDate(periodEnd),
    currentQuarterPeriod: `${formatPeriodDate(periodStart)} - ${formatPeriodDate(periodEnd)}`,
    currentQuarterLimit: limit,
    currentQuarterUsed: used,
    currentQuarterRemaining: remaining,
    daysRemainingInQuarter: Math.max(0, toDayNumber(periodEnd) - toDayNumber(today) + 1),
    warning: limit > 0 && used * 100 >= limit * QUARTER_WARNING_PERCENT,
    limitReached: remaining <= 0,
    withdrawalAllowed: remaining > 0 && input.balanceCents > 0,
  };
}
