import { urDoc, urEntry, urInput, urItem, urItemInput } from '@knjige/contract';
import { purchaseLine, vatSummary } from '@knjige/domain';
import { docUr, docUrItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, defaultWarehouse, komName, magName, purchaseReceipts, sum } from '../family-helpers';
import { urPrints } from './ur.print';
import { checkInputTaxPoint, inputTaxPoint } from '../tax-point';
import { advanceTotals, advancesRead, checkAdvances, lockAdvances, saveAdvances, stornoAdvances } from '../avr/advances';

/** VAT per rate over the summed purchase values (not the sum of the lines' rounded VAT). */
const purchaseVat = (items: { pdvStopa: number; nabVr: number }[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.nabVr })), false);

/** Incoming goods invoice with the purchase calculation (kalkulacija). */
export const urFamily = defineFamily({
  entry: urEntry,
  defaultSubType: 'vp',
  header: docUr,
  items: docUrItems,
  // spec §4 "Defaults on new documents": a date that follows the document date and is left out takes it
  headerInput: urInput.transform((i) => ({ ...i, dokDatum: i.dokDatum ?? i.datum, dokDpo: i.dokDpo ?? i.dokDatum ?? i.datum, datumPrometa: i.datumPrometa ?? i.dokDatum ?? i.datum })),
  headerRow: urDoc,
  itemInput: urItemInput,
  itemRow: urItem,
  headerExtras: { magNaziv: magName('doc_ur', 'mag_id', 'mag_naziv'), komNaziv: komName('doc_ur'), avansi: advancesRead('ur', 'doc_ur') },
  comboName: komName('doc_ur', 'naziv'),
  searchColumns: [docUr.dokBroj],
  komColumn: docUr.komId,
  magColumns: [docUr.magId],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, {
      warehouses: { magId: { id: input.magId, vPromet: input.vSubDoc } },
      clients: { komId: { id: input.komId, kind: urEntry.partner } },
    });
    if (input.dokDpo < input.dokDatum) errors.dokDpo = 'error.dokDpo.before-dokDatum';
    return { ...errors, ...(await checkInputTaxPoint(tx, companyId, input)), ...(await checkAdvances(tx, companyId, 'ur', input)) };
  },
  // the supplier's advances it deducts (VAT-AND-LEDGER.md A3): their gross, and what we still owe
  serverValues: async (_tx, _companyId, input, current) => advanceTotals(input.avansi, current, current?.nabIznos ?? 0),
  afterSave: (tx, companyId, docId, input) => saveAdvances(tx, companyId, 'ur', docId, input.avansi),
  initDefaults: async (tx, companyId, { datum, vSubDoc }) => ({ magId: await defaultWarehouse(tx, companyId, vSubDoc), dokDatum: datum, dokDpo: datum, datumPrometa: datum, dokBroj: '' }),
  warehouseOf: (header) => header.magId,
  computeItem: (i, { article, retail }) => ({
    artId: i.artId,
    kolicina: i.kolicina,
    fakCena: i.fakCena,
    rabat1: i.rabat1,
    prodCena: i.prodCena,
    pdvStopa: article.pdvStopa,
    ...purchaseLine(i, article.pdvStopa, retail),
  }),
  totals: (items, header) => {
    const nabVrednost = sum(items, (i) => i.nabVr);
    const nabPdv = sum(purchaseVat(items), (r) => r.pdvIznos);
    return {
      fakVrednost: sum(items, (i) => i.fakVr),
      rabatVrednost: sum(items, (i) => i.rabatVr),
      nabVrednost,
      nabPdv,
      nabIznos: nabVrednost + nabPdv,
      prodVrednost: sum(items, (i) => i.prodVr),
      zaUplatu: nabVrednost + nabPdv - header.avansIznos,
    };
  },
  lockErrors: (header) => (header.avansIznos > header.nabIznos ? 'error.avansi.exceeds-invoice' : null),
  postings: (header, items) => {
    const vat = purchaseVat(items);
    return {
      stock: purchaseReceipts(header, items).map((move) => ({ ...move, komId: header.komId })),
      // The supplier's credit is the gross payable, due on the invoice's payment date.
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
      })),
    };
  },
  afterLock: (tx, companyId, header) => lockAdvances(tx, companyId, 'ur', header, inputTaxPoint(header)),
  afterStorno: (tx, _companyId, header) => stornoAdvances(tx, 'ur', header.id),
  prints: urPrints,
});
