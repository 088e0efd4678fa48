import { and, eq, sql } from 'drizzle-orm';
import { zrnDoc, zrnEntry, zrnInput, zrnItem, zrnItemInput } from '@knjige/contract';
import { vatSummary } from '@knjige/domain';
import { docZrn, docZrnItems, trosakMain } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';
import { zrnListPrint } from './zrn.print';
import { checkInputTaxPoint, inputTaxPoint } from '../tax-point';

/** VAT per rate over the summed base amounts of the lines (DOMAIN "Amounts"). */
const expenseVat = (items: { pdvStopa: number; iznos: number }[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznos })), false);

const costName = sql<string>`coalesce((select t.naziv from trosak_main t where t.id = "doc_zrn"."trosak_id"), '')`.as('trosak');
const costGroup = sql<string>`coalesce((select g.naziv from trosak_main t join trosak_grupa g on g.id = t.grp_id where t.id = "doc_zrn"."trosak_id"), '')`.as(
  'trosak_grupa',
);

/** Expense invoice: the supplier's gross credit, due on dokDpo, and input VAT (KUR) per rate. */
export const zrnFamily = defineFamily({
  entry: zrnEntry,
  header: docZrn,
  items: docZrnItems,
  // spec §4 "Defaults on new documents": a date that follows the document date and is left out takes it
  headerInput: zrnInput.transform((i) => ({ ...i, dokDatum: i.dokDatum ?? i.datum, dokDpo: i.dokDpo ?? i.dokDatum ?? i.datum, datumPrometa: i.datumPrometa ?? i.dokDatum ?? i.datum })),
  headerRow: zrnDoc,
  itemInput: zrnItemInput,
  itemRow: zrnItem,
  headerExtras: { komNaziv: komName('doc_zrn'), trosak: costName, trosakGrupa: costGroup },
  comboName: komName('doc_zrn', 'naziv'),
  searchColumns: [docZrn.dokBroj],
  komColumn: docZrn.komId,
  costColumn: docZrn.trosakId,
  magColumns: [],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: zrnEntry.partner } } });
    const cost = await tx.$count(trosakMain, and(eq(trosakMain.id, input.trosakId), eq(trosakMain.companyId, companyId)));
    if (!cost) errors.trosakId = 'error.trosakId.not-found';
    if (input.dokDpo < input.dokDatum) errors.dokDpo = 'error.dokDpo.before-dokDatum';
    return { ...errors, ...(await checkInputTaxPoint(tx, companyId, input)) };
  },
  initDefaults: async (_tx, _companyId, { datum }) => ({ dokDatum: datum, dokDpo: datum, datumPrometa: datum, dokBroj: '' }),
  warehouseOf: () => null,
  computeItem: (i, { vat }) => ({ pdvId: vat.id, pdvStopa: vat.stopa, iznos: i.iznos }),
  totals: (items) => {
    const vat = expenseVat(items);
    return { osnovica: sum(vat, (r) => r.osnovica), pdvIznos: sum(vat, (r) => r.pdvIznos), iznos: sum(vat, (r) => r.iznos) };
  },
  postings: (header, items) => {
    const vat = expenseVat(items);
    return {
      stock: [],
      client: [{ komId: header.komId, datum: header.datum, dueDate: header.dokDpo, side: 'invoice', duguje: 0, potrazuje: sum(vat, (r) => r.iznos) }],
      // KUR dates input VAT by the later of the supply and the booking (docs/decisions.md "The tax point")
      vat: vat.map((r) => ({
        book: 'kur',
        datum: inputTaxPoint(header),
        komId: header.komId,
        dokBroj: header.dokBroj,
        dokDatum: header.dokDatum,
        stopa: r.stopa,
        osnovica: r.osnovica,
        pdvIznos: r.pdvIznos,
        deductible: true,
      })),
    };
  },
  listPrint: zrnListPrint,
});
