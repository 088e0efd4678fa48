import { nivDoc, nivInput, nivItem, nivItemInput } from '@knjige/contract';
import { lineAmount } from '@knjige/domain';
import { docNiv, docNivItems } from '../../platform/db/schema';
import type { DocumentFamily } from '../family';
import { checkOwned, defaultWarehouse, magName, sum } from '../family-helpers';

/** Price adjustment: the quantity stays, the sale value changes by quantity × (new − old price). */
export const nivFamily: DocumentFamily = {
  vDoc: 'niv',
  resources: ['doc-niv'],
  defaultSubType: 'vp',
  header: docNiv,
  items: docNivItems,
  headerInput: nivInput,
  headerRow: nivDoc,
  itemInput: nivItemInput,
  itemRow: nivItem,
  headerExtras: { magNaziv: magName('doc_niv', 'mag_id', 'mag_naziv') },
  searchColumns: [],
  magColumns: [docNiv.magId],
  checkHeader: (tx, companyId, input) => checkOwned(tx, companyId, { warehouses: { magId: input.magId } }),
  initDefaults: async (tx, companyId) => ({ magId: await defaultWarehouse(tx, companyId) }),
  warehouseOf: (header) => header.magId as number,
  computeItem: (input) => {
    const i = input as { artId: number; kolicina: number; cenaPre: number; cenaPosle: number };
    return { artId: i.artId, kolicina: i.kolicina, cenaPre: i.cenaPre, cenaPosle: i.cenaPosle, vrPre: lineAmount(i.kolicina, i.cenaPre), vrPosle: lineAmount(i.kolicina, i.cenaPosle) };
  },
  totals: (items) => ({ vrednostPre: sum(items, (i) => i.vrPre as number), vrednostPosle: sum(items, (i) => i.vrPosle as number) }),
  postings: (header, items) => ({
    stock: items.map((i) => ({
      magId: header.magId as number,
      artId: i.artId,
      datum: header.datum,
      lineId: i.id,
      direction: 'none' as const,
      kolicina: 0,
      prodVrednost: (i.vrPosle as number) - (i.vrPre as number),
      prodCena: i.cenaPosle as number,
    })),
    client: [],
    vat: [],
  }),
};
