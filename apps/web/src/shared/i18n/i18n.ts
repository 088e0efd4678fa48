import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import type { Language } from '@knjige/contract';
import { asLocale, dayjsLocaleOf, localeOfLanguage, rememberLanguage, storedLanguage, type Locale } from './language';
import type { Catalogs } from './catalogs/by-namespace';

/**
 * Catalogs: src/locales/<locale>/<namespace>.json. The 'common' namespace (shell, home, login,
 * errors) is bundled with the app for all three locales; every other namespace of a locale comes
 * in one chunk per locale, loaded when the language is first used, so the first load does not
 * grow with each new screen.
 */
const common = import.meta.glob<Record<string, unknown>>('../../locales/*/common.json', { eager: true, import: 'default' });

const bundleLoaders: Record<Locale, () => Promise<{ catalogs: Catalogs }>> = {
  'sr-Latn': () => import('./catalogs/sr-Latn'),
  'sr-Cyrl': () => import('./catalogs/sr-Cyrl'),
  en: () => import('./catalogs/en'),
};

const bundles = new Map<Locale, Promise<Catalogs>>();

/** Every catalog of a locale in i18next (loaded once; a failed load is retried next time). */
export function loadLocale(locale: Locale): Promise<Catalogs> {
  let bundle = bundles.get(locale);
  if (!bundle) {
    bundle = bundleLoaders[locale]().then(({ catalogs }) => {
      for (const [namespace, catalog] of Object.entries(catalogs)) {
        if (!i18next.hasResourceBundle(locale, namespace)) i18next.addResourceBundle(locale, namespace, catalog, true, true);
      }
      return catalogs;
    });
    bundle.catch(() => bundles.delete(locale));
    bundles.set(locale, bundle);
  }
  return bundle;
}

/** Lets react-i18next suspend a screen until its namespace is there. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    loadLocale(asLocale(language)).then(
      (catalogs) => callback(null, catalogs[namespace] ?? {}),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

function commonResources(): Resource {
  const resources: Resource = {};
  for (const [file, catalog] of Object.entries(common)) {
    const locale = /locales\/([^/]+)\/common\.json$/.exec(file)?.[1];
    if (locale) resources[locale] = { common: catalog };
  }
  return resources;
}

function applyLocale(locale: string): void {
  dayjs.locale(dayjsLocaleOf[asLocale(locale)]);
  if (typeof document !== 'undefined') document.documentElement.lang = asLocale(locale);
}

i18next.on('languageChanged', applyLocale);

const initialLocale = localeOfLanguage(storedLanguage());

void i18next
  .use(catalogBackend)
  .use(initReactI18next)
  .init({
    resources: commonResources(),
    partialBundledLanguages: true,
    lng: initialLocale,
    fallbackLng: 'sr-Latn',
    supportedLngs: ['sr-Latn', 'sr-Cyrl', 'en'],
    // 'sr-Latn' must not fall back to a plain 'sr' (which would mean Cyrillic).
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    // Feature namespaces find shared texts (errors, buttons) without naming 'common' or 'ui'.
    fallbackNS: ['common', 'ui'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
applyLocale(i18next.language);
// Warm the current language's screens while the shell renders.
void loadLocale(initialLocale).catch(() => {});

/** Switch language: its catalogs first (no flash of keys), then i18next, and remember the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  const locale = localeOfLanguage(language);
  rememberLanguage(language);
  await loadLocale(locale).catch(() => {});
  await i18next.changeLanguage(locale);
}

export { i18next as i18n };
