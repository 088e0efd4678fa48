import { describe, expect, it } from 'vitest';
import { appMenu, roles } from '@knjige/contract';
import { toCyrillic, transliterateCatalog } from '../../scripts/cyrillic.mjs';

type Catalog = { [key: string]: string | Catalog };

const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });
const locales = ['sr-Latn', 'sr-Cyrl', 'en'] as const;

function catalog(locale: string, namespace: string): Catalog {
  const found = files[`./${locale}/${namespace}.json`];
  if (!found) throw new Error(`missing catalog ${locale}/${namespace}.json`);
  return found;
}

const namespaces = [...new Set(Object.keys(files).map((file) => file.split('/')[2]!.replace(/\.json$/, '')))].sort();

function flatten(value: Catalog, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out[path] = v;
    else Object.assign(out, flatten(v, path));
  }
  return out;
}

/** A key without its plural form: Serbian has one, few and other where English has one and other. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeys = (catalogKeys: string[]) => [...new Set(catalogKeys.map(pluralBase))].sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it('has the namespaces the app uses', () => {
    expect(namespaces).toContain('common');
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every locale has the same keys`, () => {
      const keys = locales.map((locale) => baseKeys(Object.keys(flatten(catalog(locale, namespace)))));
      expect(keys[1]).toEqual(keys[0]);
      expect(keys[2]).toEqual(keys[0]);
    });

    it(`${namespace}: sr-Cyrl is the transliteration of sr-Latn (run npm run i18n -w apps/web)`, () => {
      expect(catalog('sr-Cyrl', namespace)).toEqual(transliterateCatalog(catalog('sr-Latn', namespace)));
    });

    it(`${namespace}: English and Serbian texts use the same placeholders`, () => {
      const sr = flatten(catalog('sr-Latn', namespace));
      const en = flatten(catalog('en', namespace));
      for (const [key, text] of Object.entries(sr)) expect([key, placeholders(en[key] ?? en[`${pluralBase(key)}_other`] ?? '')]).toEqual([key, placeholders(text)]);
    });
  }

  it('names every menu group and item the server may send, and every role', () => {
    for (const locale of locales) {
      const common = flatten(catalog(locale, 'common'));
      for (const group of appMenu) {
        expect(common[`menu.group.${group.key}`], `${locale} menu.group.${group.key}`).toBeTruthy();
        for (const item of group.items) if (item) expect(common[`menu.item.${item}`], `${locale} menu.item.${item}`).toBeTruthy();
      }
      for (const role of roles) expect(common[`role.${role}`]).toBeTruthy();
    }
  });

  it('translates the server message keys', () => {
    const serverKeys = [
      'error.login.invalid', 'error.login.locked', 'error.login.nonce', 'error.login.code', 'error.login.verifier',
      'error.session.expired', 'error.session.invalid', 'error.validation', 'error.not-found',
      'error.forbidden', 'error.unauthorized', 'error.too-many-requests', 'error.internal', 'error.conflict.retry', 'error.report.too-large',
      'error.body.malformed-json', 'error.body.empty', 'error.body.too-large', 'error.body.media-type', 'error.body.content-length', 'error.body.too-deep', 'error.body.multipart',
    ];
    for (const locale of locales) {
      const common = flatten(catalog(locale, 'common'));
      for (const key of serverKeys) expect(common[key], `${locale} ${key}`).toBeTruthy();
    }
    expect(flatten(catalog('sr-Latn', 'common'))['error.login.invalid']).toBe('Korisničko ime i lozinka nisu ispravni.');
    expect(flatten(catalog('en', 'common'))['error.login.invalid']).toBe('Invalid email or password.');
    expect(flatten(catalog('sr-Latn', 'common'))['pagination.range']).toBe('{{from}} - {{to}} od {{total}}');
  });
});

describe('Latin → Cyrillic', () => {
  it('turns lj, nj and dž into one letter each, in any case', () => {
    expect(toCyrillic('Ljubljana, NJIVA, džep, Džak')).toBe('Љубљана, ЊИВА, џеп, Џак');
    expect(toCyrillic('Korisničko ime, šifra, ćošak, Đorđe, žalba')).toBe('Корисничко име, шифра, ћошак, Ђорђе, жалба');
  });

  it('keeps the letters apart where a prefix ends: nad-živeti, in-jekcija', () => {
    expect(toCyrillic('nadživeti podžanr injekcija')).toBe('надживети поджанр инјекција');
  });

  it('leaves placeholders, nesting, tags, URLs and e-mail addresses alone', () => {
    expect(toCyrillic('{{from}} - {{to}} od {{total}}')).toBe('{{from}} - {{to}} од {{total}}');
    expect(toCyrillic('Vidi $t(menu.item.artikli) i <1>link</1>')).toBe('Види $t(menu.item.artikli) и <1>линк</1>');
    expect(toCyrillic('Pišite na office@demo.rs ili https://demo.rs/pomoc')).toBe('Пишите на office@demo.rs или https://demo.rs/pomoc');
  });

  it('leaves foreign words (a letter Serbian does not write) in Latin: XML, export', () => {
    expect(toCyrillic('Izrada XML-a, export xml, PDV')).toBe('Израда XML-а, export xml, ПДВ');
  });

  it('changes values, never keys', () => {
    expect(transliterateCatalog({ login: { heading: 'Prijava' } })).toEqual({ login: { heading: 'Пријава' } });
  });
});
