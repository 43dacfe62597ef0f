import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** How a chart writes its numbers and dates in the page's language (amounts in US dollars, dates as UTC days). */
export interface ChartFormat {
  /** Whole cents as dollars and cents, e.g. $1,234.56 / 1.234,56 $ / 1 234,56 $US. */
  amount(cents: number): string;
  /** Whole cents as a short axis label, e.g. $12K. */
  axisAmount(cents: number): string;
  /** A YYYY-MM-DD day, e.g. Nov 27 / 27. Nov. */
  day(date: string): string;
  /** A YYYY-MM-DD day with its year, e.g. Nov 27, 2026. */
  longDay(date: string): string;
  count(value: number): string;
  /** `part` of `whole` as a whole percentage. */
  percent(part: number, whole: number): string;
  /** A list of phrases joined as the language does (a, b and c). */
  list(items: string[]): string;
}

/** The cents as an exact decimal string ("-1234.05"): formatted from the string, never through a float. */
export function centsToDecimal(cents: number): Intl.StringNumericLiteral {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as Intl.StringNumericLiteral;
}

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

export function chartFormat(language: string): ChartFormat {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const compact = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return {
    // Intl formats a decimal string exactly (no binary rounding of the cents).
    amount: (cents) => money.format(centsToDecimal(cents)),
    axisAmount: (cents) => compact.format(Math.round(cents / 100)),
    day: (date) => day.format(asDate(date)),
    longDay: (date) => longDay.format(asDate(date)),
    count: (value) => count.format(value),
    percent: (part, whole) => percent.format(whole > 0 ? part / whole : 0),
    list: (items) => list.format(items),
  };
}

/** The chart formats of the page's language; charts re-render when it changes. */
export function useChartFormat(): ChartFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => chartFormat(language), [language]);
}
