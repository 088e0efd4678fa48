import { intDoc, intInput, intItem, intItemInput } from '@knjige/contract';
import { lineAmount } from '@knjige/domain';
import { docInt, docIntItems } from '../../platform/db/schema';
import type { DocumentFamily } from '../family';
import { checkOwned, defaultWarehouse, magName, sum } from '../family-helpers';

/**
 * Internal transfer wholesale → retail: out of the wholesale warehouse at the moving average
 * cost, into the retail one at that cost and at the retail price with VAT.
 */
export const intFamily: DocumentFamily = {
  vDoc: 'int',
  resources: ['doc-int'],
  defaultSubType: 'vp-mp',
  header: docInt,
  items: docIntItems,
  headerInput: intInput,
  headerRow: intDoc,
  itemInput: intItemInput,
  itemRow: intItem,
  headerExtras: { magOutNaziv: magName('doc_int', 'mag_out_id', 'mag_out_naziv'), magInNaziv: magName('doc_int', 'mag_in_id', 'mag_in_naziv') },
  searchColumns: [],
  magColumns: [docInt.magOutId, docInt.magInId],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkOwned(tx, companyId, { warehouses: { magOutId: input.magOutId, magInId: input.magInId } });
    if (input.magInId !== null && input.magInId === input.magOutId) errors.magInId = 'error.magInId.same';
    return errors;
  },
  initDefaults: async (tx, companyId) => ({ magOutId: await defaultWarehouse(tx, companyId, 'vp'), magInId: await defaultWarehouse(tx, companyId, 'mp') }),
  warehouseOf: (header) => header.magOutId as number,
  computeItem: (input) => {
    const i = input as { artId: number; kolicina: number; outCena: number; inCena: number };
    return { artId: i.artId, kolicina: i.kolicina, outCena: i.outCena, inCena: i.inCena, outVr: lineAmount(i.kolicina, i.outCena), inVr: lineAmount(i.kolicina, i.inCena) };
  },
  totals: (items) => ({ outVrednost: sum(items, (i) => i.outVr as number), inVrednost: sum(items, (i) => i.inVr as number) }),
  lockErrors: (header) => (header.magInId === null ? 'error.magInId.required' : null),
  postings: (header, items) => ({
    stock: items.flatMap((i, index) => [
      { magId: header.magOutId as number, artId: i.artId, datum: header.datum, lineId: i.id, direction: 'out' as const, kolicina: i.kolicina },
      {
        magId: header.magInId as number,
        artId: i.artId,
        datum: header.datum,
        lineId: i.id,
        direction: 'in' as const,
        kolicina: i.kolicina,
        prodVrednost: lineAmount(i.kolicina, i.inCena as number),
        prodCena: i.inCena as number,
        repricesStock: true,
        carriesCostOf: index * 2,
      },
    ]),
    client: [],
    vat: [],
  }),
};
