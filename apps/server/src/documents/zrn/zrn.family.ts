import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { zrnDoc, zrnEntry, zrnInput, zrnItem, zrnItemInput } from '@knjige/contract';
import { toDinars, vatSummary } from '@knjige/domain';
import { docZrn, docZrnItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { supplierInvoicesIn } from '../supplier-invoices.repo';
import { checkRefs, komName, sum } from '../family-helpers';
import { zrnListPrint } from './zrn.print';
import { costItemAccount, countCostItems, expenseLines, expenseRate, setLineDinars } from './zrn.repo';
import { checkInputTaxPoint, inputTaxPoint } from '../tax-point';
import { checkPurchase, purchaseRate, reverseChargeRows, supplierVat } from '../purchase-vat';
import { acquireAssets, acquisitionJournalLines, assetLinesAmount, checkAssetLine, releaseAcquired } from '../../ledgers/asset-events/asset-events.service';

/** VAT per rate over the summed dinar bases of the lines (docs/domain.md#amounts-and-rounding, docs/domain.md#foreign-currency). */
const expenseVat = (items: { pdvStopa: number; iznosDin: number }[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznosDin })), false);

/** A header save that changed the rate recomputes the draft's dinar bases at it. */
async function recomputeZrnLines(tx: Tx, docId: number) {
  const kurs = await expenseRate(tx, docId);
  if (kurs === undefined) return;
  for (const item of await expenseLines(tx, docId)) {
    const iznosDin = toDinars(item.iznos, kurs);
    if (iznosDin !== item.iznosDin) await setLineDinars(tx, item.id, iznosDin);
  }
}

const costName = sql<string>`coalesce((select t.naziv from trosak_main t where t.id = "doc_zrn"."trosak_id"), '')`.as('trosak');
const costGroup = sql<string>`coalesce((select g.naziv from trosak_main t join trosak_grupa g on g.id = t.grp_id where t.id = "doc_zrn"."trosak_id"), '')`.as(
  'trosak_grupa',
);

/**
 * Expense invoice: the supplier's gross credit, due on dokDpo, and input VAT (KUR) per rate; in a
 * foreign currency the lines are typed in it and booked in dinars; a foreign supplier's invoice
 * brings no input VAT; under the reverse charge we compute the VAT (KIR 3a.2 and KUR 8b.2 / 8g.1)
 * and owe the supplier the base.
 */
export const zrnFamily = defineFamily({
  entry: zrnEntry,
  header: docZrn,
  items: docZrnItems,
  // docs/domain.md#states-and-defaults: a date that follows the document date and is left out takes it
  headerInput: zrnInput.transform((i) => ({ ...i, dokDatum: i.dokDatum ?? i.datum, dokDpo: i.dokDpo ?? i.dokDatum ?? i.datum, datumPrometa: i.datumPrometa ?? i.dokDatum ?? i.datum })),
  headerRow: zrnDoc,
  itemInput: zrnItemInput,
  itemRow: zrnItem,
  headerExtras: { komNaziv: komName('doc_zrn'), trosak: costName, trosakGrupa: costGroup },
  comboName: komName('doc_zrn', 'naziv'),
  searchColumns: [docZrn.dokBroj],
  komColumn: docZrn.komId,
  costColumn: docZrn.trosakId,
  supplierInvoices: (tx, companyId, komId, numbers) => supplierInvoicesIn(tx, docZrn, companyId, komId, numbers),
  magColumns: [],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: zrnEntry.partner } } });
    const cost = await countCostItems(tx, companyId, input.trosakId);
    if (!cost) errors.trosakId = 'error.trosakId.not-found';
    if (input.dokDpo < input.dokDatum) errors.dokDpo = 'error.dokDpo.before-dokDatum';
    return { ...errors, ...(await checkInputTaxPoint(tx, companyId, input)), ...(await checkPurchase(tx, companyId, input)) };
  },
  // the rate of the supply date, or 422 naming it when the list has none
  serverValues: (tx, companyId, input, current) => purchaseRate(tx, companyId, input, current),
  afterSave: (tx, _companyId, docId) => recomputeZrnLines(tx, docId),
  initDefaults: async (_tx, _companyId, { datum }) => ({ dokDatum: datum, dokDpo: datum, datumPrometa: datum, dokBroj: '' }),
  warehouseOf: () => null,
  // a line naming a fixed asset acquires it (docs/decisions.md#disposal-sale-and-acquisition)
  checkItem: async (tx, companyId, input) => (input.osId === null ? {} : checkAssetLine(tx, companyId, input.osId)),
  computeItem: (i, { vat, header }) => ({ pdvId: vat.id, pdvStopa: vat.stopa, iznos: i.iznos, iznosDin: toDinars(i.iznos, header.kurs), osId: i.osId }),
  totals: (items, header) => {
    const vat = expenseVat(items);
    const osnovica = sum(vat, (r) => r.osnovica);
    const pdvIznos = supplierVat(header) ? sum(vat, (r) => r.pdvIznos) : 0;
    return { osnovica, pdvIznos, iznos: osnovica + pdvIznos, devOsnovica: sum(items, (i) => i.iznos) };
  },
  postings: (header, items) => {
    const vat = expenseVat(items);
    const credit = supplierVat(header) ? sum(vat, (r) => r.iznos) : sum(vat, (r) => r.osnovica);
    const client = [{ komId: header.komId, datum: header.datum, dueDate: header.dokDpo, side: 'invoice' as const, duguje: 0, potrazuje: credit }];
    if (header.interniObracun !== 'none') return { stock: [], client, vat: reverseChargeRows(header, vat) };
    if (header.inostrani) return { stock: [], client, vat: [] };
    return {
      stock: [],
      client,
      // KUR dates input VAT by the later of the supply and the booking (docs/decisions.md#the-tax-point)
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
  // the cost itself: no sub-ledger row carries it (a foreign supplier's invoice has no KUR row);
  // an asset's line is not a cost but the asset's account (`glLines`)
  glFigures: (header, items) => ({ expense: header.osnovica - assetLinesAmount(items, (i) => i.iznosDin) }),
  glLines: (tx, companyId, _header, items) => acquisitionJournalLines(tx, companyId, items),
  // the assets its lines name get their cost, acquisition date and supplier from it
  afterLock: (tx, companyId, header, items) =>
    acquireAssets(tx, companyId, { vDoc: 'zrn', docId: header.id, datum: header.datumPrometa, komId: header.komId, dokBroj: header.dokBroj }, items),
  afterStorno: (tx, companyId, header) => releaseAcquired(tx, companyId, 'zrn', header.id),
  // the cost goes to its cost item's account when it names one
  glAccounts: async (tx, companyId, header): Promise<Record<string, string>> => {
    const konto = await costItemAccount(tx, companyId, header.trosakId);
    return konto ? { expense: konto } : {};
  },
  listPrint: zrnListPrint,
});
