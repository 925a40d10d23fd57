/**
 * One date formatter per locale and options, made on first use and
 * kept: building one costs far more than formatting with it (the first one of
 * a page load most of all, when the engine loads its locale data), and the
 * theme's components asked for a new one on every render.
 */

import {englishDateFormatter, type DateFormatter} from './englishDates';

const formats = new Map<string, DateFormatter>();

/** A formatter for the locale and options: English dates without `Intl` (./englishDates.ts), the rest with it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  // Each call site passes its options in one order, so their JSON names them well enough.
  const key = JSON.stringify([locale, options]);
  let format = formats.get(key);
  if (!format) {
    format = englishDateFormatter(locale, options) ?? new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
