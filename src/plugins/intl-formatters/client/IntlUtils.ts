// Stands in for theme-common's utils/IntlUtils (see ../index.ts): the same two hooks, with formatters made once.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DateFormatter} from './englishDates';
import {dateTimeFormat} from './formatterCache';

/** The calendar of the current locale (`i18n.localeConfigs[locale].calendar`). */
export function useCalendar(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]!.calendar;
}

/** A date formatter for the current locale and its calendar: the same object for the same options. The theme only calls its `format`. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {i18n} = useDocusaurusContext();
  const calendar = useCalendar();
  return dateTimeFormat(i18n.currentLocale, {calendar, ...options});
}
