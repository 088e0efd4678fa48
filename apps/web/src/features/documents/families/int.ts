import { intInput, intItemInput } from '@knjige/contract';
import type { FamilyConfig } from '../types';
import { articleColumns, known, napomena, numberAndDate, opis } from './common';

/** Internal transfer from a wholesale warehouse to a retail shop. */
export const intConfig: FamilyConfig = {
  family: 'int',
  headerSchema: intInput,
  itemSchema: intItemInput,
  tabs: [
    {
      key: 'podaci',
      fields: [
        ...numberAndDate,
        { name: 'magOutId', kind: 'warehouse', required: true, vPromet: 'vp' },
        { name: 'magInId', kind: 'warehouse', vPromet: 'mp' },
        opis,
        napomena,
      ],
    },
  ],
  hasPartner: false,
  listColumns: [{ key: 'magOutNaziv' }, { key: 'magInNaziv' }, { key: 'outVrednost', kind: 'money' }, { key: 'inVrednost', kind: 'money' }],
  totals: [{ key: 'outVrednost' }, { key: 'inVrednost', strong: true }],
  itemColumns: [...articleColumns, { key: 'outCena', kind: 'money' }, { key: 'outVr', kind: 'money' }, { key: 'inCena', kind: 'money' }, { key: 'inVr', kind: 'money' }],
  itemFields: [
    { name: 'kolicina', kind: 'qty', required: true },
    { name: 'outCena', kind: 'money', required: true },
    { name: 'inCena', kind: 'money', required: true },
  ],
  // Goods leave the wholesale warehouse at their average purchase price.
  prefill: (a) => ({ outCena: known(a.pnCena) }),
  lookupInfo: [
    { key: 'stanje', kind: 'qty' },
    { key: 'pnCena', kind: 'money' },
    { key: 'cena', kind: 'money' },
  ],
};
