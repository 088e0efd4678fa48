import { type SefPurchaseBooked, type sefPurchaseBookInput, type z } from '@knjige/contract';
import { HOME_CURRENCY, belgradeToday, toDinars } from '@knjige/domain';
import type { Db, Reader, Tx } from '../../../platform/db/client';
import { conflict, invalid } from '../../../platform/errors';
import { documentService } from '../../../documents/document.service';
import { articleInWarehouse } from '../../../master/articles/article-lines.repo';
import { defaultWarehouse } from '../../../documents/family-helpers';
import { checkCurrency, requireRate } from '../../../master/currency/rates';
import { purchaseRow, type PurchaseInvoiceRow } from './purchase-inbox';
import { mappedArticles, rememberMapping } from './purchase-mapping';
import { amount, familyOf, periodFor, subtotalRates } from './purchase-book-helpers';
import { bookAsKnod } from './purchase-credit-note';
import { readPurchaseUbl, type PurchaseUbl } from './purchase-ubl';
import { supplierFor } from './purchase-supplier';
import { keepAgencyFigures } from '../../agency/agency-figures.repo';
import { companyArticleIds, updatePurchase, warehouseOf } from './purchase.repo';

type BookInput = z.output<typeof sefPurchaseBookInput>;

/** The two families an invoice is booked as. */
const urFamily = familyOf('ur');
const zrnFamily = familyOf('zrn');
const urService = documentService(urFamily);
const zrnService = documentService(zrnFamily);

/** Statuses of an invoice the supplier took back: nothing to book. */
const WITHDRAWN = ['Cancelled', 'Storno', 'Deleted'];

/**
 * Refuses what cannot be booked (409): booked already, withdrawn by the supplier, unreadable, a
 * credit note in a foreign currency (a credit note is kept in dinars); a credit note is booked as
 * one and an invoice as an invoice (422 on `as`).
 */
function assertBookable(row: PurchaseInvoiceRow, as: BookInput['as']): PurchaseUbl {
  if (row.bookedDocId !== null) throw conflict('error.sef-purchase.booked', { document: `${row.bookedVDoc ?? ''} ${row.bookedDocId}` });
  if (WITHDRAWN.includes(row.sefStatus)) throw conflict('error.sef-purchase.withdrawn', { status: row.sefStatus });
  if (row.parseError) throw conflict('error.sef-purchase.unreadable');
  const facts = readPurchaseUbl(row.ubl);
  const creditNote = facts.documentType === 'CreditNote';
  if (creditNote && facts.currency !== HOME_CURRENCY) throw conflict('error.sef-purchase.currency', { currency: facts.currency });
  if (creditNote !== (as === 'knod')) throw invalid({ as: creditNote ? 'error.sef-purchase.credit-note' : 'error.sef-purchase.not-credit-note' });
  return facts;
}

/** The invoice's currency and the rate it takes: the list's of its supply date, or 422 naming both (the families' own rule, asked first for its message). */
async function invoiceRate(tx: Reader, companyId: number, facts: PurchaseUbl, datum: string): Promise<{ valuta: string; kurs: number; datumPrometa: string }> {
  const datumPrometa = facts.supplyDate && facts.supplyDate <= datum ? facts.supplyDate : datum;
  if (facts.currency === HOME_CURRENCY) return { valuta: HOME_CURRENCY, kurs: 1_000_000, datumPrometa };
  const errors = await checkCurrency(tx, companyId, facts.currency, datumPrometa);
  if (errors.valuta) throw invalid({ currency: errors.valuta });
  return { valuta: facts.currency, kurs: await requireRate(tx, companyId, facts.currency, datumPrometa), datumPrometa };
}

/**
 * What a booked draft's figures say against the invoice's: in dinars, what the family compares
 * (`dinarsDiffer`); in a currency the base in it, and the VAT in dinars against the invoice's RSD
 * tax total.
 */
function totalWarnings(facts: PurchaseUbl, dinarsDiffer: boolean, draft: { vat: number; devBase: number }): string[] {
  if (facts.currency === HOME_CURRENCY) return dinarsDiffer ? ['warning.sef-purchase.total-differs'] : [];
  const warnings = draft.devBase !== facts.base ? ['warning.sef-purchase.total-differs'] : [];
  if (facts.vatRsd !== null && draft.vat !== facts.vatRsd) warnings.push('warning.sef-purchase.rsd-vat-differs');
  return warnings;
}

/** The lines' articles: the kept mapping, then the answers given now (checked and remembered); 422 naming each line still unknown. */
async function lineArticles(tx: Tx, companyId: number, facts: PurchaseUbl, mappings: BookInput & { as: 'ur' }): Promise<number[]> {
  const given = new Map(mappings.mappings.map((m) => [m.lineNo, m.artId]));
  if (given.size) {
    const ours = await companyArticleIds(tx, companyId, [...new Set(given.values())]);
    const known = new Set(ours.map((a) => a.id));
    const errors: Record<string, string> = {};
    for (const [lineNo, artId] of given) if (!known.has(artId)) errors[`mappings.${lineNo}`] = 'error.artId.not-found';
    if (Object.keys(errors).length) throw invalid(errors);
  }
  const kept = await mappedArticles(tx, companyId, facts.supplier.pib, facts.lines);
  const errors: Record<string, string> = {};
  const articles = facts.lines.map((line, i) => {
    const artId = given.get(line.lineNo) ?? kept[i] ?? null;
    if (artId === null) errors[`lines.${line.lineNo}`] = 'error.sef-purchase.line-unmatched';
    return artId ?? 0;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  for (const [i, line] of facts.lines.entries()) if (given.has(line.lineNo)) await rememberMapping(tx, companyId, facts.supplier.pib, line, articles[i]!);
  return articles;
}

/** A draft incoming goods invoice (ur): the lines as matched articles at the invoice's net prices. */
async function bookAsUr(tx: Tx, companyId: number, userId: number, row: PurchaseInvoiceRow, facts: PurchaseUbl, komId: number, input: BookInput & { as: 'ur' }) {
  const articles = await lineArticles(tx, companyId, facts, input);
  const magId = input.magId ?? (await defaultWarehouse(tx, companyId, 'vp'));
  if (magId === null) throw invalid({ magId: 'error.magId.required' });
  const mag = await warehouseOf(tx, companyId, magId);
  if (!mag) throw invalid({ magId: 'error.magId.not-found' });
  const datum = facts.issueDate ?? row.sentDate;
  const periodId = await periodFor(tx, companyId, input.periodId, datum);
  const rate = await invoiceRate(tx, companyId, facts, datum);
  const init = await urService.init(tx, companyId, periodId, mag.vPromet);
  const header = urFamily.headerInput.parse({
    periodId,
    vSubDoc: mag.vPromet,
    rbroj: init.rbroj,
    datum,
    magId,
    komId,
    dokBroj: facts.number.slice(0, 50),
    dokDatum: datum,
    dokDpo: facts.dueDate && facts.dueDate >= datum ? facts.dueDate : datum,
    ...currencyFields(rate),
    opis: `SEF ${row.sefPurchaseId}`.slice(0, 500),
  });
  const { id } = await urService.create(tx, companyId, header, userId);
  for (const [i, line] of facts.lines.entries()) {
    const artId = articles[i]!;
    // the warehouse's sale price stays as it is; an article new to it takes the purchase price until the user sets one
    const current = await articleInWarehouse(tx, companyId, periodId, magId, artId);
    const item = urFamily.itemInput.parse({ docId: id, artId, kolicina: line.quantity, fakCena: line.price, rabat1: 0, prodCena: current.cena > 0 ? current.cena : Math.max(toDinars(line.price, rate.kurs), 1) });
    await urService.createItem(tx, companyId, id, item, userId);
  }
  const draft = await urService.read(tx, companyId, id);
  const vat = amount(draft, 'nabPdv');
  const warnings = totalWarnings(facts, amount(draft, 'nabIznos') !== facts.total || vat !== facts.vat, { vat, devBase: amount(draft, 'devVrednost') });
  return { vDoc: 'ur' as const, docId: id, warnings, references: [], rate };
}

/** A draft expense invoice (zrn): a line per VAT rate of the invoice's tax subtotals, to the cost item chosen. */
async function bookAsZrn(tx: Tx, companyId: number, userId: number, row: PurchaseInvoiceRow, facts: PurchaseUbl, komId: number, input: BookInput & { as: 'zrn' }) {
  const lines = await subtotalRates(tx, companyId, facts.taxSubtotals);
  const datum = facts.issueDate ?? row.sentDate;
  const periodId = await periodFor(tx, companyId, input.periodId, datum);
  const rate = await invoiceRate(tx, companyId, facts, datum);
  const init = await zrnService.init(tx, companyId, periodId, 'zrn');
  const header = zrnFamily.headerInput.parse({
    periodId,
    vSubDoc: 'zrn',
    rbroj: init.rbroj,
    datum,
    komId,
    dokBroj: facts.number.slice(0, 50),
    dokDatum: datum,
    dokDpo: facts.dueDate && facts.dueDate >= datum ? facts.dueDate : datum,
    trosakId: input.trosakId,
    ...currencyFields(rate),
    opis: `SEF ${row.sefPurchaseId}`.slice(0, 500),
  });
  const { id } = await zrnService.create(tx, companyId, header, userId);
  for (const { subtotal, pdvId } of lines) await zrnService.createItem(tx, companyId, id, zrnFamily.itemInput.parse({ docId: id, pdvId, iznos: subtotal.base }), userId);
  const draft = await zrnService.read(tx, companyId, id);
  const vat = amount(draft, 'pdvIznos');
  const warnings = totalWarnings(facts, amount(draft, 'osnovica') !== facts.base || vat !== facts.vat, { vat, devBase: amount(draft, 'devOsnovica') });
  return { vDoc: 'zrn' as const, docId: id, warnings, references: [], rate };
}

/**
 * A booked invoice's currency fields: a foreign-currency invoice from SEF is a domestic VAT payer's
 * (SEF carries only domestic e-invoices), so its VAT stays input VAT; the rate as looked up.
 */
const currencyFields = (rate: { valuta: string; kurs: number; datumPrometa: string }) =>
  rate.valuta === HOME_CURRENCY ? { datumPrometa: rate.datumPrometa } : { valuta: rate.valuta, kurs: rate.kurs, inostrani: false, datumPrometa: rate.datumPrometa };

/**
 * "Book it": in one transaction with the inbox row locked, a draft ur, zrn or knod through the
 * families' own services (their checks, numbering, totals and history), the supplier found by PIB
 * or made from the invoice, and the row marked booked; a second booking is a 409.
 */
export async function bookPurchase(db: Db, companyId: number, userId: number, id: number, input: BookInput): Promise<SefPurchaseBooked> {
  return db.transaction(async (tx) => {
    const row = await purchaseRow(tx, companyId, id, true);
    const facts = assertBookable(row, input.as);
    const { komId, created } = await supplierFor(tx, companyId, facts.supplier);
    const { rate, ...booked } =
      input.as === 'knod'
        ? { ...(await bookAsKnod(tx, companyId, userId, row, facts, komId, input.periodId)), rate: null }
        : input.as === 'ur'
          ? await bookAsUr(tx, companyId, userId, row, facts, komId, input)
          : await bookAsZrn(tx, companyId, userId, row, facts, komId, input);
    await updatePurchase(tx, row.id, { bookedVDoc: booked.vDoc, bookedDocId: booked.docId, bookedAt: new Date(), updatedAt: new Date() });
    await keepAgencyFigures(tx, companyId, belgradeToday());
    const foreign = rate !== null && rate.valuta !== HOME_CURRENCY;
    return { ...booked, komId, supplierCreated: created, currency: foreign ? rate.valuta : null, kurs: foreign ? rate.kurs : null };
  });
}
