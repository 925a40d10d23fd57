/**
 * English calendar dates without `Intl`: "Nov 8, 2024", "November 8, 2024",
 * "November 8".
 *
 * The first `Intl.DateTimeFormat` of a page load is its most expensive one
 * (the engine loads the locale's data then): on a traced doc page it was a
 * long task's largest piece of our code, for one "Last updated" date. The
 * theme's date options are few, and for English the result is a month name, a
 * day and a year; anything else still goes to `Intl` (./formatterCache.ts).
 * The unit test compares every supported shape with `Intl` over many dates.
 */

const longMonths = [
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

/** What `Intl` gives for English short months: the first three letters. */
const shortMonths = longMonths.map((month) => month.slice(0, 3));

export interface DateFormatter {
  format(date?: Date | number): string;
}

/** The locales whose dates these names and this order are right for. */
const englishLocales = new Set(['en', 'en-US']);

/**
 * A formatter for English day-and-month dates in UTC, or undefined when the
 * locale or options ask for anything else (another locale, calendar, time zone,
 * a weekday, a time, numeric months...).
 */
export function englishDateFormatter(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter | undefined {
  const {calendar = 'gregory', timeZone, day, month, year, ...rest} = options;
  const supported =
    englishLocales.has(locale) &&
    Object.keys(rest).length === 0 &&
    calendar === 'gregory' &&
    timeZone === 'UTC' &&
    day === 'numeric' &&
    (month === 'short' || month === 'long') &&
    (year === undefined || year === 'numeric');
  if (!supported) {
    return undefined;
  }
  const months = month === 'short' ? shortMonths : longMonths;
  return {
    format(input = Date.now()) {
      const date = new Date(input);
      if (Number.isNaN(date.getTime())) {
        // As Intl does for an invalid date.
        throw new RangeError('Invalid time value');
      }
      const dayAndMonth = `${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
      return year ? `${dayAndMonth}, ${date.getUTCFullYear()}` : dayAndMonth;
    },
  };
}
