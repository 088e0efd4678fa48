import { nivDoc, nivEntry, nivInput, nivItem, nivItemInput } from '@knjige/contract';
import { lineAmount } from '@knjige/domain';
import { docNiv, docNivItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, defaultWarehouse, magName, sum } from '../family-helpers';
import { nivPrints } from './niv.print';

/** Price adjustment: the quantity stays, the sale value changes by quantity × (new − old price). */
export const nivFamily = defineFamily({
  entry: nivEntry,
  defaultSubType: 'vp',
  header: docNiv,
  items: docNivItems,
  headerInput: nivInput,
  headerRow: nivDoc,
  itemInput: nivItemInput,
  itemRow: nivItem,
  headerExtras: { magNaziv: magName('doc_niv', 'mag_id', 'mag_naziv') },
  comboName: magName('doc_niv', 'mag_id', 'naziv'),
  searchColumns: [],
  magColumns: [docNiv.magId],
  checkHeader: (tx, companyId, input) => checkRefs(tx, companyId, { warehouses: { magId: { id: input.magId, vPromet: input.vSubDoc } } }),
  initDefaults: async (tx, companyId, { vSubDoc }) => ({ magId: await defaultWarehouse(tx, companyId, vSubDoc) }),
  warehouseOf: (header) => header.magId,
  computeItem: (i) => ({
    artId: i.artId,
    kolicina: i.kolicina,
    cenaPre: i.cenaPre,
    cenaPosle: i.cenaPosle,
    vrPre: lineAmount(i.kolicina, i.cenaPre),
    vrPosle: lineAmount(i.kolicina, i.cenaPosle),
  }),
  totals: (items) => ({ vrednostPre: sum(items, (i) => i.vrPre), vrednostPosle: sum(items, (i) => i.vrPosle) }),
  postings: (header, items) => ({
    stock: items.map((i) => ({
      magId: header.magId,
      artId: i.artId,
      datum: header.datum,
      lineId: i.id,
      direction: 'none',
      kolicina: 0,
      prodVrednost: i.vrPosle - i.vrPre,
      prodCena: i.cenaPosle,
    })),
    client: [],
    vat: [],
  }),
  prints: nivPrints,
});
