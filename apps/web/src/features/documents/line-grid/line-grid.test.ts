import { describe, expect, it } from 'vitest';
import { lineKindOf, subTypeValues, type ArtMain } from '@knjige/contract';
import { familyConfigs } from '../families';
import { prodConfig } from '../families/prod';
import { urConfig } from '../families/ur';
import type { DocRow } from '../types';
import { chosenArticle, rankedMatches } from './article-match';
import { blankRow, gridFields, proposed, rowInput, withArticle, withProposal, withValue, type GridField } from './grid-rows';
import { readPastedRows } from './paste';

const doc = (vSubDoc = 'vp', extra: Record<string, unknown> = {}): DocRow => ({ id: 7, periodId: 2, vSubDoc, rbroj: 1, oznaka: 'X-1/2024', datum: '2024-03-20', status: 'draft', ...extra });

describe('the grid of a family', () => {
  it('takes the lines of every family whose lines are articles, in each sub-type; the others keep their line forms', () => {
    for (const config of familyConfigs) {
      for (const sub of subTypeValues(config.entry)) {
        const article = lineKindOf(config.entry, sub) === 'article';
        expect([config.family, sub, gridFields(config, sub) !== null]).toEqual([config.family, sub, article]);
      }
    }
  });

  it('walks a sales invoice’s quantity, price and discount; a purchase’s quantity, invoice price, discount and sale price', () => {
    expect(gridFields(prodConfig, 'vp')!.map((f) => f.name)).toEqual(['kolicina', 'prodCena', 'rabat']);
    expect(gridFields(urConfig, 'vp')!.map((f) => f.name)).toEqual(['kolicina', 'fakCena', 'rabat1', 'prodCena']);
  });
});

describe('a row of the grid', () => {
  const sugar = { id: 5, intSifra: '1002', artNaziv: 'Šećer', mera: 'kom', pdvStopa: 2000 };
  const lookup = { ...sugar, stanje: 100_000, cena: 70_00, pnCena: 50_00, znCena: 54_00, cenaSaPdv: false };

  it('starts at a quantity of 1 and no price; the article fills in its price unless one was typed', () => {
    const row = blankRow(prodConfig, doc());
    expect(row.values).toEqual({ kolicina: 1_000, prodCena: null, rabat: 0 });
    expect(withArticle(prodConfig, row, sugar, lookup).values).toEqual({ kolicina: 1_000, prodCena: 70_00, rabat: 0 });
    const typed = withValue(row, 'prodCena', 65_00);
    expect(withArticle(prodConfig, typed, sugar, lookup).values.prodCena).toBe(65_00);
  });

  it('does not change the cell the keyboard is in (a value changed under typing races the keys); left without typing, it takes the proposal', () => {
    const chosen = withArticle(prodConfig, blankRow(prodConfig, doc()), sugar, lookup, 'prodCena');
    expect(chosen.values.prodCena).toBeNull();
    expect(proposed(prodConfig, chosen, 'prodCena')).toBe(70_00);
    expect(withProposal(prodConfig, chosen, 'prodCena').values.prodCena).toBe(70_00);
    // typed into (and emptied on purpose), it keeps what was typed
    const typed = withValue(chosen, 'prodCena', null);
    expect(proposed(prodConfig, typed, 'prodCena')).toBeNull();
    expect(withProposal(prodConfig, typed, 'prodCena').values.prodCena).toBeNull();
  });

  it('is checked by the schema the server checks: no article, no quantity and a minus are the cells’ errors', () => {
    const row = withValue(withValue(blankRow(prodConfig, doc()), 'kolicina', null), 'rabat', -5_000);
    const checked = rowInput(prodConfig, row);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, v.key]))).toEqual({
      artId: 'error.artId.required',
      kolicina: 'error.kolicina.required',
      prodCena: 'error.prodCena.required',
      rabat: 'error.rabat.negative',
    });
    const ready = rowInput(prodConfig, withArticle(prodConfig, blankRow(prodConfig, doc()), sugar, lookup));
    expect(ready).toEqual({ ok: true, input: { artId: 5, kolicina: 1_000, prodCena: 70_00, rabat: 0, osId: null } });
  });

  it('has its VAT by the invoice’s treatment, as the server books it: an export puts a 20 % line at 0 %', () => {
    const values = { kolicina: 2_500, prodCena: 80_00, rabat: 10_000 };
    expect(prodConfig.grid!.vat!(values, sugar, doc('vp', { kategorija: '', izuzece: '', kurs: 1_000_000 }))).toEqual({ pdvStopa: 2000, base: 180_00 });
    // typed in euros at 117,2 dinars: the base in dinars
    expect(prodConfig.grid!.vat!(values, sugar, doc('vp', { kategorija: 'Z', izuzece: 'PDV-RS-24-1-2', kurs: 117_200_000 }))).toEqual({ pdvStopa: 0, base: 21_096_00 });
  });
});

describe('rows pasted from a spreadsheet', () => {
  const fields = gridFields(prodConfig, 'vp') as GridField[];

  it('are code, quantity, price and discount in the user’s locale; a cell that is not a number is an error naming it', () => {
    const rows = readPastedRows('1002\t3\t123,45\n8600000000011\t2,5\t1.234,56\t10 %\r\n\n1004\t-2\t12a,5\t5\textra\n', fields);
    expect(rows).toEqual([
      { code: '1002', values: { kolicina: 3_000, prodCena: 123_45 }, errors: {} },
      { code: '8600000000011', values: { kolicina: 2_500, prodCena: 1_234_56, rabat: 10_000 }, errors: {} },
      {
        code: '1004',
        values: { rabat: 5_000 },
        errors: { kolicina: { key: 'grid.paste.refused', params: { text: '-2' } }, prodCena: { key: 'grid.paste.refused', params: { text: '12a,5' } } },
      },
    ]);
  });

  it('refuse a discount past 100 %, a second separator and a short group of thousands', () => {
    const [row] = readPastedRows('1002\t12,5,3\t1.234.5\t150 %', fields);
    expect(row!.values).toEqual({});
    expect(Object.keys(row!.errors)).toEqual(['kolicina', 'prodCena', 'rabat']);
  });

  it('read English marks in English', () => {
    expect(readPastedRows('1002\t1,234.5\t0.99', fields)[0]!.values).toEqual({ kolicina: 1_234_500, prodCena: 99 });
  });
});

describe('the article a text chooses', () => {
  const art = (id: number, intSifra: string, barkod: string, artNaziv: string) => ({ id, intSifra, barkod, artNaziv }) as ArtMain;
  const flour = art(1, '1001', '8600000000011', 'Brašno');
  const biscuit = art(2, '1010', '1001', 'Keks 1001');
  const coffee = art(3, '2001', '8600000001001', 'Kafa');

  it('is the one whose code it is, then one whose barcode it is, then the first match by name; a paste takes only a code or a barcode', () => {
    expect(chosenArticle({ text: '1001', exact: flour, rows: [biscuit, flour, coffee] })).toBe(flour);
    expect(rankedMatches({ text: '1001', exact: flour, rows: [biscuit, flour, coffee] })).toEqual([flour, biscuit, coffee]);
    expect(chosenArticle({ text: '8600000000011', exact: null, rows: [coffee, flour] })).toBe(flour);
    expect(chosenArticle({ text: 'ka', exact: null, rows: [coffee, biscuit] })).toBe(coffee);
    expect(chosenArticle({ text: 'ka', exact: null, rows: [coffee, biscuit] }, true)).toBeNull();
    expect(chosenArticle({ text: 'nema', exact: null, rows: [] })).toBeNull();
  });
});
