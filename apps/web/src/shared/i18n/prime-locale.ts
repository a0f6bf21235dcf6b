import { type Locale } from '@timber/i18n';
import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import { type IntlShape } from 'react-intl';
import { INTL_TAG } from './locale';

const names = (
  tag: string,
  count: number,
  format: (index: number) => Date,
  options: Intl.DateTimeFormatOptions,
) => {
  const formatter = new Intl.DateTimeFormat(tag, options);
  return Array.from({ length: count }, (_, index) => formatter.format(format(index)));
};

// 2023-01-01 was a Sunday.
const day = (index: number) => new Date(2023, 0, 1 + index);
const month = (index: number) => new Date(2023, index, 1);

/** PrimeReact's texts (calendar, dialogs) in the user's language: names from Intl, words from the dictionary. */
export function applyPrimeLocale(locale: Locale, intl: IntlShape): void {
  const tag = INTL_TAG[locale];
  addLocale(locale, {
    firstDayOfWeek: locale === 'en' ? 0 : 1,
    dayNames: names(tag, 7, day, { weekday: 'long' }),
    dayNamesShort: names(tag, 7, day, { weekday: 'short' }),
    dayNamesMin: names(tag, 7, day, { weekday: 'narrow' }),
    monthNames: names(tag, 12, month, { month: 'long' }),
    monthNamesShort: names(tag, 12, month, { month: 'short' }),
    today: intl.formatMessage({ id: 'common.today' }),
    clear: intl.formatMessage({ id: 'common.clear' }),
    accept: intl.formatMessage({ id: 'common.confirm' }),
    reject: intl.formatMessage({ id: 'common.cancel' }),
    emptyMessage: intl.formatMessage({ id: 'common.noData' }),
    emptyFilterMessage: intl.formatMessage({ id: 'common.noData' }),
    choose: intl.formatMessage({ id: 'common.choose' }),
    dateFormat: 'yy-mm-dd',
  });
  setPrimeLocale(locale);
}
