// Type checks only (tsc -b): a family config that names a field its schemas do not have fails to compile.
import { urDoc, urEntry, urInput, urItem, urItemInput } from '@knjige/contract';
import { defineConfig, type ConfigOf } from './define-config';

const schemas = { headerInput: urInput, header: urDoc, itemInput: urItemInput, item: urItem };
const base: ConfigOf<typeof schemas> = { tabs: [], listColumns: [], totals: [], itemColumns: [], itemLabel: 'artikl.artNaziv', itemFields: [] };

export const checks = [
  defineConfig(urEntry, schemas, { ...base, listColumns: [{ key: 'komNaziv', sub: { key: 'dokDatum', kind: 'date' } }], itemColumns: [{ key: 'artikl.intSifra' }, { key: 'fakCena' }] }),
  // @ts-expect-error a list column that is not a field of the header row
  defineConfig(urEntry, schemas, { ...base, listColumns: [{ key: 'komNaziw' }] }),
  // @ts-expect-error the field under a list column is not one either
  defineConfig(urEntry, schemas, { ...base, listColumns: [{ key: 'dokBroj', sub: { key: 'dokDatm', kind: 'date' } }] }),
  // @ts-expect-error an item column that is not a field of the item row (nor of its article)
  defineConfig(urEntry, schemas, { ...base, itemColumns: [{ key: 'artikl.intSifr' }] }),
  // @ts-expect-error a header field that is not in the header input
  defineConfig(urEntry, schemas, { ...base, tabs: [{ key: 'podaci', fields: [{ name: 'dokBrj', kind: 'text' }] }] }),
  // @ts-expect-error a tab without a label in the catalog
  defineConfig(urEntry, schemas, { ...base, tabs: [{ key: 'kupci', fields: [] }] }),
  // @ts-expect-error an item field that is not in the item input
  defineConfig(urEntry, schemas, { ...base, itemFields: [{ name: 'fakCna', kind: 'money' }] }),
  // @ts-expect-error a total that is not a number of the header row
  defineConfig(urEntry, schemas, { ...base, totals: [{ key: 'magNaziv' }] }),
  // @ts-expect-error what the article fills in must be fields of the item input
  defineConfig(urEntry, schemas, { ...base, prefill: (a) => ({ prodCna: a.cena }) }),
  // @ts-expect-error the item's name is a field of the item row
  defineConfig(urEntry, schemas, { ...base, itemLabel: 'artikl.naziv' }),
  // @ts-expect-error a computed figure is labelled as a field of the item row
  defineConfig(urEntry, schemas, { ...base, computed: () => [{ key: 'nabCna', kind: 'money', value: 0 }] }),
];
