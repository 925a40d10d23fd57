import {describe, expect, it} from 'vitest';
import {englishDateFormatter} from '../client/englishDates';

// Every day from 1999 to 2031 at a few times of day, and the edges of the UTC day.
const dates = Array.from(
  {length: 33 * 366},
  (_, day) => new Date(Date.UTC(1999, 0, 1 + day, (day * 7) % 24, day % 60)),
);
dates.push(new Date('2024-11-08T00:00:00Z'), new Date('2024-11-08T23:59:59.999Z'), new Date('2024-02-29T12:00:00Z'));

describe('englishDateFormatter', () => {
  const shapes: Intl.DateTimeFormatOptions[] = [
    // LastUpdated, the blog post header and our blog archive ask for these (calendar comes from the locale's config).
    {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
    {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
    {calendar: 'gregory', day: 'numeric', month: 'long', timeZone: 'UTC'},
    {day: 'numeric', month: 'short', timeZone: 'UTC'},
  ];

  for (const locale of ['en', 'en-US']) {
    for (const options of shapes) {
      it(`formats as Intl does: ${locale} ${JSON.stringify(options)}`, () => {
        const ours = englishDateFormatter(locale, options);
        expect(ours).toBeDefined();
        const intl = new Intl.DateTimeFormat(locale, options);
        const wrong = dates.filter((date) => ours!.format(date) !== intl.format(date));
        expect(wrong.map((date) => [date.toISOString(), ours!.format(date), intl.format(date)])).toEqual([]);
        expect(ours!.format(dates[0]!.getTime())).toBe(intl.format(dates[0]!.getTime()));
      });
    }
  }

  it('gives the shapes the theme shows', () => {
    const date = new Date('2024-11-08T00:00:00Z');
    expect(englishDateFormatter('en', shapes[0]!)!.format(date)).toBe('Nov 8, 2024');
    expect(englishDateFormatter('en', shapes[1]!)!.format(date)).toBe('November 8, 2024');
    expect(englishDateFormatter('en', shapes[2]!)!.format(date)).toBe('November 8');
  });

  it('leaves every other locale and option to Intl', () => {
    const base: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};
    for (const [locale, options] of [
      ['en-GB', base],
      ['fr', base],
      ['en', {...base, timeZone: undefined}],
      ['en', {...base, timeZone: 'Europe/Paris'}],
      ['en', {...base, calendar: 'japanese'}],
      ['en', {...base, weekday: 'long'}],
      ['en', {...base, month: 'numeric'}],
      ['en', {...base, year: '2-digit'}],
      ['en', {...base, day: undefined}],
      ['en', {...base, hour: 'numeric'}],
      ['en', {}],
    ] as const) {
      expect(englishDateFormatter(locale, options)).toBeUndefined();
    }
  });

  it('rejects an invalid date as Intl does', () => {
    const options: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};
    expect(() => new Intl.DateTimeFormat('en', options).format(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => englishDateFormatter('en', options)!.format(new Date(Number.NaN))).toThrow(RangeError);
  });
});
