/**
 * Dates and numbers written as `Intl` writes them in English ("Nov 25, 2026", "November 25, 2026",
 * "1,000"), without `Intl`. The first `Intl.DateTimeFormat` a page creates loads the browser's locale
 * and time-zone data, a long task during hydration for one date per page (PERFORMANCE.md). Another locale
 * goes to `Intl` as before.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const isEnglishUs = (locale: string) => locale === 'en' || locale === 'en-US';

/** The calendar date in UTC, e.g. "Nov 25, 2026" (month "short") or "November 25, 2026" (month "long"). */
export function formatUtcDate(date: Date | string | number, month: 'short' | 'long', locale = 'en'): string {
  const at = new Date(date);
  if (!isEnglishUs(locale)) {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(at);
  }
  const name = MONTHS[at.getUTCMonth()]!;
  return `${month === 'short' ? name.slice(0, 3) : name} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}

/** A whole number with thousands separators, e.g. "12,500". */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`formatWholeNumber: ${value} is not a whole number`);
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
