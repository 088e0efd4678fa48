import { psrDoc, psrInput, psrItem, psrItemInput } from '@knjige/contract';
import { lineAmount } from '@knjige/domain';
import { docPsr, docPsrItems } from '../../platform/db/schema';
import type { DocumentFamily } from '../family';
import { checkOwned, defaultWarehouse, magName, purchaseReceipts, sum } from '../family-helpers';

/** Opening stock: goods brought into a warehouse at purchase and sale price. */
export const psrFamily: DocumentFamily = {
  vDoc: 'psr',
  resources: ['doc-psr'],
  defaultSubType: 'vp',
  header: docPsr,
  items: docPsrItems,
  headerInput: psrInput,
  headerRow: psrDoc,
  itemInput: psrItemInput,
  itemRow: psrItem,
  headerExtras: { magNaziv: magName('doc_psr', 'mag_id', 'mag_naziv') },
  searchColumns: [],
  magColumns: [docPsr.magId],
  checkHeader: (tx, companyId, input) => checkOwned(tx, companyId, { warehouses: { magId: input.magId } }),
  initDefaults: async (tx, companyId) => ({ magId: await defaultWarehouse(tx, companyId) }),
  warehouseOf: (header) => header.magId as number,
  computeItem: (input) => {
    const i = input as { artId: number; kolicina: number; nabCena: number; prodCena: number };
    return { artId: i.artId, kolicina: i.kolicina, nabCena: i.nabCena, prodCena: i.prodCena, nabVr: lineAmount(i.kolicina, i.nabCena), prodVr: lineAmount(i.kolicina, i.prodCena) };
  },
  totals: (items) => ({ nabVrednost: sum(items, (i) => i.nabVr as number), prodVrednost: sum(items, (i) => i.prodVr as number) }),
  postings: (header, items) => ({
    stock: purchaseReceipts(header, items),
    client: [],
    vat: [],
  }),
};
