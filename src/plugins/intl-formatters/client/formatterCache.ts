/**
 * One `Intl.DateTimeFormat` per locale and options, made on first use and
 * kept: building one costs far more than formatting with it (the first one of
 * a page load most of all, when the engine loads its locale data), and the
 * theme's components asked for a new one on every render.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Options in a stable order, so `{a, b}` and `{b, a}` share a formatter. */
function cacheKey(locale: string, options: Intl.DateTimeFormatOptions): string {
  const entries = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([locale, entries]);
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = cacheKey(locale, options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
