import { describe, expect, it } from 'vitest';
import glossary from '../../../../docs/glossary.md?raw';
import { familyConfigs } from '../features/documents/families';
import type { FamilyConfig } from '../features/documents/types';

type Catalog = { [key: string]: string | Catalog };

const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });
const locales = ['sr-Latn', 'sr-Cyrl', 'en'] as const;

function flatten(value: Catalog, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out[path] = v;
    else Object.assign(out, flatten(v, path));
  }
  return out;
}

/** Every text of a language as `namespace:key` → text. */
function texts(locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, catalog] of Object.entries(files)) {
    const [, dir, name] = file.split('/');
    if (dir !== locale) continue;
    for (const [key, text] of Object.entries(flatten(catalog))) out[`${name!.replace(/\.json$/, '')}:${key}`] = text;
  }
  return out;
}

/** docs/glossary.md#words-on-the-screens: key → the text in each language. */
function glossaryWords(): { key: string; text: Record<(typeof locales)[number], string> }[] {
  const section = glossary.split('## Words on the screens')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([\w.:-]+)` \| ([^|]+) \| ([^|]+) \| ([^|]+) \|/gm)].map((m) => ({
    key: m[1]!,
    text: { 'sr-Latn': m[2]!.trim(), 'sr-Cyrl': m[3]!.trim(), en: m[4]!.trim() },
  }));
}

const configOf = (family: string): FamilyConfig => {
  const config = familyConfigs.find((c) => c.family === family);
  if (!config) throw new Error(`no config ${family}`);
  return config;
};
const headerFieldLabel = (config: FamilyConfig, name: string) => config.tabs.flatMap((tab) => tab.fields).find((f) => f.name === name)?.label ?? `field.${name}`;
const itemFieldLabel = (config: FamilyConfig, name: string) => config.itemFields.find((f) => f.name === name)?.label ?? `field.${name}`;
const itemColumnLabel = (config: FamilyConfig, key: string) => config.itemColumns.find((c) => c.key === key)?.label ?? `field.${key}`;

describe('words on the screens (docs/glossary.md)', () => {
  const words = glossaryWords();

  it('the glossary names its words', () => {
    expect(words.map((w) => w.key)).toEqual(expect.arrayContaining(['documents:field.osnovica', 'documents:field.iznos', 'documents:field.valuta', 'documents:status.locked']));
  });

  for (const locale of locales)
    it(`${locale}: every word of the glossary is the catalog's text`, () => {
      const all = texts(locale);
      for (const word of words) expect([word.key, all[word.key]]).toEqual([word.key, word.text[locale]]);
    });

  it('each amount says whether it holds VAT: the same word for the same meaning on every family', () => {
    const withVat = 'field.iznos';
    const base = 'field.osnovica';
    // a line's amount: with VAT where the line is a gross (an advance, a receipt), the base where it holds no VAT
    const lineAmount: Record<string, string> = { avr: withVat, fis: withVat, fak: withVat, jci: base, knod: base, knz: base, zrn: base, prod: base, prn: base };
    for (const [family, label] of Object.entries(lineAmount)) {
      const config = configOf(family);
      expect([family, itemColumnLabel(config, 'iznos')]).toEqual([family, label]);
      if (config.itemFields.some((f) => f.name === 'iznos')) expect([family, itemFieldLabel(config, 'iznos')]).toEqual([family, label]);
      expect([family, config.itemLabelOf('iznos')]).toEqual([family, label]);
    }
    const sr = texts('sr-Latn');
    expect(sr[`documents:${withVat}`]).toBe('Iznos sa PDV');
    expect(sr[`documents:${base}`]).toBe('Osnovica');
    // a header's total is the amount with VAT on every family
    for (const config of familyConfigs) for (const total of config.totals) if (total.key === 'iznos') expect(sr['documents:field.iznos']).toMatch(/sa PDV/);
  });

  it('"Valuta" is the currency only: never a due date or a payment term', () => {
    for (const locale of ['sr-Latn', 'sr-Cyrl'] as const) {
      const valuta = locale === 'sr-Latn' ? /^Valuta\b/ : /^Валута\b/;
      for (const [key, text] of Object.entries(texts(locale))) {
        if (/due|dospe|rok|term/i.test(key)) expect([key, text]).not.toEqual([key, expect.stringMatching(valuta)]);
        if (valuta.test(text)) expect([key, /valuta|currenc/i.test(key)]).toEqual([key, true]);
      }
    }
    // a pro-forma's `valuta` is its payment term as text: it is labelled so; elsewhere `valuta` is a currency
    for (const config of familyConfigs)
      for (const field of config.tabs.flatMap((tab) => tab.fields))
        if (field.name === 'valuta') expect([config.family, headerFieldLabel(config, 'valuta')]).toEqual([config.family, config.family === 'prn' ? 'field.rokPlacanja' : 'field.valuta']);
  });

  it('"Broj računa dobavljača" only where it is one: incoming and expense invoices', () => {
    const dokBroj = familyConfigs.flatMap((config) =>
      [...config.tabs.flatMap((tab) => tab.fields).map((f) => ({ name: f.name, label: f.label })), ...config.listColumns.map((c) => ({ name: c.key, label: c.label }))]
        .filter((f) => f.name === 'dokBroj' && (f.label ?? 'field.dokBroj') === 'field.dokBroj')
        .map(() => config.family),
    );
    expect([...new Set(dokBroj)].sort()).toEqual(['ur', 'zrn']);
    expect(headerFieldLabel(configOf('jci'), 'dokBroj')).toBe('field.brojJci');
    expect(texts('sr-Latn')['documents:field.brojJci']).toBe('Broj JCI');
  });

  it('one verb for locking a document: "proknjižen" (booked), never "zaključan" (locked)', () => {
    // not a document's lock: a login locked after failed attempts, the year's closing entry
    const other = new Set(['common:error.login.locked', 'ledger:error.gl-opening.not-closed', 'ledger:statements.lines.bs.result-not-closed']);
    const latin = Object.entries(texts('sr-Latn')).filter(([key, text]) => !other.has(key) && /zaključa[nvjt]|zaključen/i.test(text));
    expect(latin).toEqual([]);
    const english = Object.entries(texts('en')).filter(([key, text]) => !other.has(key) && /\block(s|ed|ing)?\b/i.test(text));
    expect(english).toEqual([]);
  });
});
