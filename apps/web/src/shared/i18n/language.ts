import { languages, localeOf, type Language } from '@knjige/contract';
import { isOneOf } from '../one-of';

/** The spec's language code is what we store; the locale tag is what i18next, Intl and dayjs get. */
export type Locale = (typeof localeOf)[Language];

export const LANGUAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'sr-lat';

/** Each language named in itself, so the switcher reads the same in every interface language. */
export const languageLabels: Record<Language, string> = {
  'sr-lat': 'Srpski (latinica)',
  'sr-cyr': 'Српски (ћирилица)',
  en: 'English',
};

export const isLanguage = (value: unknown): value is Language => isOneOf(languages, value);

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

export const localeOfLanguage = (language: Language): Locale => localeOf[language];

export function languageOfLocale(locale: string): Language {
  const found = languages.find((language) => localeOf[language] === locale);
  return found ?? DEFAULT_LANGUAGE;
}

/** i18next's current language as one of our three locales (anything else is the default). */
export function asLocale(language: string | undefined): Locale {
  return language === 'sr-Cyrl' || language === 'en' ? language : 'sr-Latn';
}

/** dayjs / Mantine dates locale of a locale tag. */
export const dayjsLocaleOf: Record<Locale, string> = { 'sr-Latn': 'sr', 'sr-Cyrl': 'sr-cyrl', en: 'en' };
