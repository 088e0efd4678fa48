import { psrDoc, psrEntry, psrInput, psrItem, psrItemInput } from '@knjige/contract';
import { lineAmount } from '@knjige/domain';
import { docPsr, docPsrItems } from '../../platform/db/schema';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, defaultWarehouse, magName, purchaseReceipts, sum } from '../family-helpers';

/** Opening stock: goods brought into a warehouse (of the sub-type's turnover type) at purchase and sale price. */
export const psrFamily = defineFamily({
  entry: psrEntry,
  defaultSubType: 'vp',
  header: docPsr,
  items: docPsrItems,
  headerInput: psrInput,
  headerRow: psrDoc,
  itemInput: psrItemInput,
  itemRow: psrItem,
  headerExtras: { magNaziv: magName('doc_psr', 'mag_id', 'mag_naziv') },
  comboName: magName('doc_psr', 'mag_id', 'naziv'),
  searchColumns: [],
  magColumns: [docPsr.magId],
  checkHeader: (tx, companyId, input) => checkRefs(tx, companyId, { warehouses: { magId: { id: input.magId, vPromet: input.vSubDoc } } }),
  initDefaults: async (tx, companyId, { vSubDoc }) => ({ magId: await defaultWarehouse(tx, companyId, vSubDoc) }),
  warehouseOf: (header) => header.magId,
  // A given purchase value may differ from quantity × price only by the price's rounding (half a para a unit).
  checkItem: async (_tx, _companyId, i): Promise<FieldErrors> => (i.nabVr === undefined || Math.abs(2 * i.kolicina * i.nabCena - 2000 * i.nabVr) <= i.kolicina ? {} : { nabVr: 'error.nabVr.not-price' }),
  computeItem: (i) => ({ artId: i.artId, kolicina: i.kolicina, nabCena: i.nabCena, prodCena: i.prodCena, nabVr: i.nabVr ?? lineAmount(i.kolicina, i.nabCena), prodVr: lineAmount(i.kolicina, i.prodCena) }),
  totals: (items) => ({ nabVrednost: sum(items, (i) => i.nabVr), prodVrednost: sum(items, (i) => i.prodVr) }),
  postings: (header, items) => ({
    stock: purchaseReceipts(header, items),
    client: [],
    vat: [],
  }),
});
