import { intDoc, intEntry, intInput, intItem, intItemInput } from '@knjige/contract';
import { lineAmount } from '@knjige/domain';
import { docInt, docIntItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, defaultWarehouse, magName, sum } from '../family-helpers';

/**
 * Internal transfer wholesale → retail: out of the wholesale warehouse at the moving average
 * cost, into the retail one at that cost and at the retail price with VAT.
 */
export const intFamily = defineFamily({
  entry: intEntry,
  header: docInt,
  items: docIntItems,
  headerInput: intInput,
  headerRow: intDoc,
  itemInput: intItemInput,
  itemRow: intItem,
  headerExtras: { magOutNaziv: magName('doc_int', 'mag_out_id', 'mag_out_naziv'), magInNaziv: magName('doc_int', 'mag_in_id', 'mag_in_naziv') },
  comboName: magName('doc_int', 'mag_out_id', 'naziv'),
  searchColumns: [],
  magColumns: [docInt.magOutId, docInt.magInId],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, {
      warehouses: { magOutId: { id: input.magOutId, vPromet: 'vp' }, magInId: { id: input.magInId, vPromet: 'mp' } },
    });
    if (input.magInId !== null && input.magInId === input.magOutId) errors.magInId = 'error.magInId.same';
    return errors;
  },
  initDefaults: async (tx, companyId) => ({ magOutId: await defaultWarehouse(tx, companyId, 'vp'), magInId: await defaultWarehouse(tx, companyId, 'mp') }),
  warehouseOf: (header) => header.magOutId,
  computeItem: (i) => ({ artId: i.artId, kolicina: i.kolicina, outCena: i.outCena, inCena: i.inCena, outVr: lineAmount(i.kolicina, i.outCena), inVr: lineAmount(i.kolicina, i.inCena) }),
  totals: (items) => ({ outVrednost: sum(items, (i) => i.outVr), inVrednost: sum(items, (i) => i.inVr) }),
  lockErrors: (header) => (header.magInId === null ? 'error.magInId.required' : null),
  postings: (header, items) => {
    // lockErrors refused a document without its receiving warehouse
    const magInId = header.magInId ?? 0;
    return {
      stock: items.flatMap((i, index) => [
        { magId: header.magOutId, artId: i.artId, datum: header.datum, lineId: i.id, direction: 'out', kolicina: i.kolicina },
        {
          magId: magInId,
          artId: i.artId,
          datum: header.datum,
          lineId: i.id,
          direction: 'in',
          kolicina: i.kolicina,
          prodVrednost: i.inVr,
          prodCena: i.inCena,
          repricesStock: true,
          carriesCostOf: index * 2,
        },
      ]),
      client: [],
      vat: [],
    };
  },
});
