import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { formatScaled, parseScaled } from '@knjige/domain';
import { i18n } from './i18n/i18n';
import { asLocale, type Locale } from './i18n/language';

/**
 * Display formats of docs/domain.md#constants: money in hundredths shows 2 decimals, quantities and discounts in
 * thousandths show 3; Serbian uses 1.234,56 and English 1,234.56. Dates show as dd.mm.yyyy and
 * travel as yyyy-mm-dd.
 */
export const MONEY_SCALE = 2;
export const QUANTITY_SCALE = 3;
export const DISPLAY_DATE = 'DD.MM.YYYY';
export const API_DATE = 'YYYY-MM-DD';

// Date inputs parse what is typed with DISPLAY_DATE; without this plugin dayjs ignores the format
// and '01.02.2024' becomes 2 January (month first) while '25.03.2024' is refused.
dayjs.extend(customParseFormat);

export const currentLocale = (): Locale => asLocale(i18n.language);

const blank = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || Number.isNaN(value);

export function formatMoney(value: number | null | undefined, locale: Locale = currentLocale()): string {
  return blank(value) ? '' : formatScaled(value, MONEY_SCALE, locale);
}

export function formatQuantity(value: number | null | undefined, locale: Locale = currentLocale()): string {
  return blank(value) ? '' : formatScaled(value, QUANTITY_SCALE, locale);
}

/**
 * Percentages, one format per kind, with the locale's sign: Serbian writes a (no-break) space
 * before %, English none. A VAT rate and a discount show the decimals they have ("20 %", "10,5 %",
 * "2,125 %"); a margin always shows two ("57,89 %"), so a column of margins lines up.
 */
function percent(value: number, scale: number, locale: Locale, trim: boolean): string {
  let text = formatScaled(value, scale, locale);
  if (trim) {
    const mark = locale === 'en' ? '.' : ',';
    const [whole, fraction = ''] = text.split(mark);
    const kept = fraction.replace(/0+$/, '');
    text = kept ? `${whole}${mark}${kept}` : whole!;
  }
  return locale === 'en' ? `${text}%` : `${text}\u00a0%`;
}

/** A VAT rate kept in hundredths of a percent: 2000 → "20 %", 1050 → "10,5 %". */
/** An exchange rate in millionths of a dinar per unit, with the NBS list's four decimals: 117,2000. */
export function formatRate(value: number | null | undefined, locale: Locale = currentLocale()): string {
  return value === null || value === undefined ? '' : formatScaled(Math.round(value / 100), 4, locale);
}

export function formatVatRate(value: number | null | undefined, locale: Locale = currentLocale()): string {
  return blank(value) ? '' : percent(value, 2, locale, true);
}

/** A discount kept in thousandths of a percent: 10000 → "10 %", 2125 → "2,125 %". */
export function formatDiscount(value: number | null | undefined, locale: Locale = currentLocale()): string {
  return blank(value) ? '' : percent(value, 3, locale, true);
}

/** A margin kept in hundredths of a percent: 5789 → "57,89 %", 2000 → "20,00 %". */
export function formatMargin(value: number | null | undefined, locale: Locale = currentLocale()): string {
  return blank(value) ? '' : percent(value, 2, locale, false);
}

export const parseMoney = (text: string, locale: Locale = currentLocale()) => parseScaled(text, MONEY_SCALE, locale);
export const parseQuantity = (text: string, locale: Locale = currentLocale()) => parseScaled(text, QUANTITY_SCALE, locale);

type DateInput = string | Date | Dayjs | null | undefined;

/** '2024-03-05' → '05.03.2024'; an empty or invalid date → ''. */
export function formatDate(value: DateInput): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE) : '';
}

/** A date as the API takes it: 'yyyy-mm-dd' (null when empty or invalid). */
export function toApiDate(value: DateInput): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(API_DATE) : null;
}


/** A moment in the user's own time zone: '2024-03-05T08:09:00Z' → '05.03.2024 09:09' in Belgrade; invalid → ''. */
export function formatDateTime(value: DateInput): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DISPLAY_DATE} HH:mm`) : '';
}

/** The formatters bound to the current language; components re-render when it changes. */
export function useFormat() {
  const { i18n: instance } = useTranslation();
  const locale = asLocale(instance.language);
  return {
    locale,
    money: (value: number | null | undefined) => formatMoney(value, locale),
    quantity: (value: number | null | undefined) => formatQuantity(value, locale),
    vatRate: (value: number | null | undefined) => formatVatRate(value, locale),
    discount: (value: number | null | undefined) => formatDiscount(value, locale),
    margin: (value: number | null | undefined) => formatMargin(value, locale),
    date: formatDate,
    dateTime: formatDateTime,
    parseMoney: (text: string) => parseMoney(text, locale),
    parseQuantity: (text: string) => parseQuantity(text, locale),
  };
}
