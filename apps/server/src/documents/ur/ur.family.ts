import { urDoc, urEntry, urInput, urItem, urItemInput } from '@knjige/contract';
import { vatSummary } from '@knjige/domain';
import { docUr, docUrItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { supplierInvoicesIn } from '../supplier-invoices.repo';
import { checkRefs, defaultWarehouse, komName, magName, purchaseReceipts, sum } from '../family-helpers';
import { urPrints } from './ur.print';
import type { VatPosting } from '../../ledgers/books';
import { checkInputTaxPoint, inputTaxPoint } from '../tax-point';
import { advanceTotals, checkAdvances, lockAdvances, saveAdvances, stornoAdvances } from '../avr/advances';
import { advancesRead } from '../avr/advances.repo';
import { checkDependentCosts, checkPurchase, dependentCostPostings, purchaseRate, resolveDependentCosts, reverseChargeRows, supplierVat } from '../purchase-vat';
import { assertNoLockedJci, costedLinesAsRead, recomputeUrLines, urLineValues, withDependentCosts } from './ur.lines';

/** VAT per rate over the summed purchase values (not the sum of the lines' rounded VAT). */
const purchaseVat = (items: { pdvStopa: number; nabVr: number }[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.nabVr })), false);

/**
 * Incoming goods invoice with the purchase calculation (kalkulacija): in dinars or in the
 * supplier's currency, with dependent costs (an import's duty, freight, forwarding) in the
 * purchase value, and a reverse charge where we owe the VAT (docs/decisions.md#import-dependent-costs-and-reverse-charge).
 */
export const urFamily = defineFamily({
  entry: urEntry,
  defaultSubType: 'vp',
  header: docUr,
  items: docUrItems,
  // docs/domain.md#states-and-defaults: a date that follows the document date and is left out takes it
  headerInput: urInput.transform((i) => ({ ...i, dokDatum: i.dokDatum ?? i.datum, dokDpo: i.dokDpo ?? i.dokDatum ?? i.datum, datumPrometa: i.datumPrometa ?? i.dokDatum ?? i.datum })),
  headerRow: urDoc,
  itemInput: urItemInput,
  itemRow: urItem,
  headerExtras: { magNaziv: magName('doc_ur', 'mag_id', 'mag_naziv'), komNaziv: komName('doc_ur'), avansi: advancesRead('ur', 'doc_ur') },
  comboName: komName('doc_ur', 'naziv'),
  searchColumns: [docUr.dokBroj],
  komColumn: docUr.komId,
  magColumns: [docUr.magId],
  supplierInvoices: (tx, companyId, komId, numbers) => supplierInvoicesIn(tx, docUr, companyId, komId, numbers),
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, {
      warehouses: { magId: { id: input.magId, vPromet: input.vSubDoc } },
      clients: { komId: { id: input.komId, kind: urEntry.partner } },
    });
    if (input.dokDpo < input.dokDatum) errors.dokDpo = 'error.dokDpo.before-dokDatum';
    return {
      ...errors,
      ...(await checkInputTaxPoint(tx, companyId, input)),
      ...(await checkAdvances(tx, companyId, 'ur', input)),
      ...(await checkPurchase(tx, companyId, input)),
      ...(await checkDependentCosts(tx, companyId, input.troskovi)),
    };
  },
  // the rate of the supply date (422 naming it when there is none), the cost lines resolved, and
  // the supplier's advances it deducts (docs/domain.md#advances): their gross, and what we still owe
  serverValues: async (tx, companyId, input, current) => {
    const troskovi = await resolveDependentCosts(tx, companyId, input.troskovi, current?.troskovi);
    return {
      ...(await purchaseRate(tx, companyId, input, current)),
      troskovi,
      zavisniTr: sum(troskovi, (c) => c.iznos),
      ...advanceTotals(input.avansi, current, current?.nabIznos ?? 0),
    };
  },
  afterSave: async (tx, companyId, docId, input) => {
    await saveAdvances(tx, companyId, 'ur', docId, input.avansi);
    await recomputeUrLines(tx, docId);
  },
  initDefaults: async (tx, companyId, { datum, vSubDoc }) => ({ magId: await defaultWarehouse(tx, companyId, vSubDoc), dokDatum: datum, dokDpo: datum, datumPrometa: datum, dokBroj: '' }),
  warehouseOf: (header) => header.magId,
  computeItem: (i, { article, retail, header }) => ({
    artId: i.artId,
    kolicina: i.kolicina,
    fakCena: i.fakCena,
    rabat1: i.rabat1,
    prodCena: i.prodCena,
    pdvStopa: article.pdvStopa,
    ...urLineValues(i, article.pdvStopa, retail, header),
  }),
  // each line's share of the dependent costs, its cost price with them and the margin over it
  linesAsRead: costedLinesAsRead,
  // the supplier's invoice (in dinars) with its VAT is what we owe it; the purchase value adds the dependent costs
  totals: (items, header) => {
    const invoice = sum(items, (i) => i.nabVr);
    const nabPdv = supplierVat(header) ? sum(purchaseVat(items), (r) => r.pdvIznos) : 0;
    return {
      fakVrednost: sum(items, (i) => i.fakVr),
      rabatVrednost: sum(items, (i) => i.rabatVr),
      nabVrednost: invoice + header.zavisniTr,
      nabPdv,
      nabIznos: invoice + nabPdv,
      prodVrednost: sum(items, (i) => i.prodVr),
      devVrednost: sum(items, (i) => i.devVr),
      zaUplatu: invoice + nabPdv - header.avansIznos,
    };
  },
  lockErrors: (header) => (header.avansIznos > header.nabIznos ? 'error.avansi.exceeds-invoice' : null),
  postings: (header, items) => {
    const vat = purchaseVat(items);
    const costs = dependentCostPostings(header, header.troskovi);
    const stock = purchaseReceipts(header, withDependentCosts(items, header.zavisniTr)).map((move) => ({ ...move, komId: header.komId }));
    // The supplier's credit is what its invoice asks, due on the invoice's payment date: the gross,
    // or the base alone from a foreign supplier or under the reverse charge.
    const credit = supplierVat(header) ? sum(vat, (r) => r.iznos) : sum(vat, (r) => r.osnovica);
    const client = [{ komId: header.komId, datum: header.datum, dueDate: header.dokDpo, side: 'invoice' as const, duguje: 0, potrazuje: credit }, ...costs.client];
    if (header.interniObracun !== 'none') return { stock, client, vat: [...reverseChargeRows(header, vat), ...costs.vat] };
    // a foreign supplier's invoice brings no input VAT (the import's comes with its JCI)
    if (header.inostrani) return { stock, client, vat: costs.vat };
    return {
      stock,
      client,
      // KUR dates input VAT by the later of the supply and the booking (docs/decisions.md#the-tax-point)
      vat: [...vat.map((r): VatPosting => ({
        book: 'kur',
        datum: inputTaxPoint(header),
        komId: header.komId,
        dokBroj: header.dokBroj,
        dokDatum: header.dokDatum,
        stopa: r.stopa,
        osnovica: r.osnovica,
        pdvIznos: r.pdvIznos,
      })), ...costs.vat],
    };
  },
  // dependent costs no supplier bills on this invoice: the duty is owed to customs, the rest accrues
  glFigures: (header) => {
    const unbilled = header.troskovi.filter((c) => c.komId === null);
    return {
      'cost.duty': -sum(unbilled.filter((c) => c.vrsta === 'duty'), (c) => c.iznos),
      'cost.unbilled': -sum(unbilled.filter((c) => c.vrsta !== 'duty'), (c) => c.iznos),
    };
  },
  afterLock: (tx, companyId, header) => lockAdvances(tx, companyId, 'ur', header, inputTaxPoint(header)),
  afterStorno: async (tx, _companyId, header) => {
    await assertNoLockedJci(tx, header.id);
    await stornoAdvances(tx, 'ur', header.id);
  },
  prints: urPrints,
});
