import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { type SefPurchaseBooked, type sefPurchaseBookInput, type z } from '@knjige/contract';
import type { Db, Tx } from '../../../platform/db/client';
import { conflict, invalid } from '../../../platform/errors';
import { documentService } from '../../../documents/document.service';
import { documentFamilies } from '../../../documents/documents.module';
import type { DocumentFamily } from '../../../documents/family';
import { articleInWarehouse } from '../../../documents/article-lines';
import { defaultWarehouse } from '../../../documents/family-helpers';
import { artMain } from '../../articles/articles.tables';
import { artPdv, magMain } from '../../reference/reference.tables';
import { periods } from '../../tenancy/tenancy.tables';
import { purchaseRow, type PurchaseInvoiceRow } from './purchase-inbox';
import { mappedArticles, rememberMapping } from './purchase-mapping';
import { readPurchaseUbl, type PurchaseUbl } from './purchase-ubl';
import { supplierFor } from './purchase-supplier';
import { sefPurchaseInvoice } from './purchase.tables';

type BookInput = z.output<typeof sefPurchaseBookInput>;

/** The two families a purchase invoice is booked as, through their registry (their own checks, numbering, totals). */
function family(vDoc: 'ur' | 'zrn'): DocumentFamily {
  const found = documentFamilies.find((f) => f.vDoc === vDoc);
  if (!found) throw new Error(`no family ${vDoc}`);
  return found;
}
const urFamily = family('ur');
const zrnFamily = family('zrn');
const urService = documentService(urFamily);
const zrnService = documentService(zrnFamily);
/** A stored total of the draft as its header row reads. */
const amount = (header: Record<string, unknown>, field: string) => (typeof header[field] === 'number' ? header[field] : Number.NaN);

/** Statuses of an invoice the supplier took back: nothing to book. */
const WITHDRAWN = ['Cancelled', 'Storno', 'Deleted'];

/** The open period the document goes to: the one asked for, or the one holding the invoice's date. */
async function periodFor(tx: Tx, companyId: number, periodId: number | undefined, datum: string): Promise<number> {
  if (periodId !== undefined) return periodId;
  const [row] = await tx
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), lte(periods.startDate, datum), gte(periods.endDate, datum), eq(periods.status, 'open')));
  if (!row) throw invalid({ periodId: 'error.sef-purchase.no-period' });
  return row.id;
}

/** Refuses what cannot be booked (409): booked already, withdrawn by the supplier, unreadable, foreign currency, a credit note. */
function assertBookable(row: PurchaseInvoiceRow): PurchaseUbl {
  if (row.bookedDocId !== null) throw conflict('error.sef-purchase.booked', { document: `${row.bookedVDoc ?? ''} ${row.bookedDocId}` });
  if (WITHDRAWN.includes(row.sefStatus)) throw conflict('error.sef-purchase.withdrawn', { status: row.sefStatus });
  if (row.parseError) throw conflict('error.sef-purchase.unreadable');
  const facts = readPurchaseUbl(row.ubl);
  if (facts.currency !== 'RSD') throw conflict('error.sef-purchase.currency', { currency: facts.currency });
  if (facts.documentType === 'CreditNote') throw conflict('error.sef-purchase.credit-note');
  return facts;
}

/** The lines' articles: the kept mapping, then the answers given now (checked and remembered); 422 naming each line still unknown. */
async function lineArticles(tx: Tx, companyId: number, facts: PurchaseUbl, mappings: BookInput & { as: 'ur' }): Promise<number[]> {
  const given = new Map(mappings.mappings.map((m) => [m.lineNo, m.artId]));
  if (given.size) {
    const ours = await tx
      .select({ id: artMain.id })
      .from(artMain)
      .where(and(eq(artMain.companyId, companyId), inArray(artMain.id, [...new Set(given.values())])));
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
  const [mag] = await tx.select({ vPromet: magMain.vPromet }).from(magMain).where(and(eq(magMain.id, magId), eq(magMain.companyId, companyId)));
  if (!mag) throw invalid({ magId: 'error.magId.not-found' });
  const datum = facts.issueDate ?? row.sentDate;
  const periodId = await periodFor(tx, companyId, input.periodId, datum);
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
    opis: `SEF ${row.sefPurchaseId}`.slice(0, 500),
  });
  const { id } = await urService.create(tx, companyId, header, userId);
  for (const [i, line] of facts.lines.entries()) {
    const artId = articles[i]!;
    // the warehouse's sale price stays as it is; an article new to it takes the purchase price until the user sets one
    const current = await articleInWarehouse(tx, companyId, periodId, magId, artId);
    const item = urFamily.itemInput.parse({ docId: id, artId, kolicina: line.quantity, fakCena: line.price, rabat1: 0, prodCena: current.cena > 0 ? current.cena : Math.max(line.price, 1) });
    await urService.createItem(tx, companyId, id, item, userId);
  }
  const draft = await urService.read(tx, companyId, id);
  const warnings = amount(draft, 'nabIznos') !== facts.total || amount(draft, 'nabPdv') !== facts.vat ? ['warning.sef-purchase.total-differs'] : [];
  return { vDoc: 'ur' as const, docId: id, warnings };
}

/** A draft expense invoice (zrn): a line per VAT rate of the invoice's tax subtotals, to the cost item chosen. */
async function bookAsZrn(tx: Tx, companyId: number, userId: number, row: PurchaseInvoiceRow, facts: PurchaseUbl, komId: number, input: BookInput & { as: 'zrn' }) {
  const rates = await tx.select({ id: artPdv.id, stopa: artPdv.stopa, isDefault: artPdv.isDefault }).from(artPdv).where(eq(artPdv.companyId, companyId));
  const lines = facts.taxSubtotals.filter((s) => s.base !== 0);
  const errors: Record<string, string> = {};
  const pdvIds = lines.map((s) => {
    const rate = rates.filter((r) => r.stopa === s.rate).sort((a, b) => Number(b.isDefault) - Number(a.isDefault))[0];
    if (!rate) errors[`taxSubtotals.${s.rate}`] = 'error.sef-purchase.no-vat-rate';
    return rate?.id ?? 0;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const datum = facts.issueDate ?? row.sentDate;
  const periodId = await periodFor(tx, companyId, input.periodId, datum);
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
    opis: `SEF ${row.sefPurchaseId}`.slice(0, 500),
  });
  const { id } = await zrnService.create(tx, companyId, header, userId);
  for (const [i, s] of lines.entries()) await zrnService.createItem(tx, companyId, id, zrnFamily.itemInput.parse({ docId: id, pdvId: pdvIds[i], iznos: s.base }), userId);
  const draft = await zrnService.read(tx, companyId, id);
  const warnings = amount(draft, 'osnovica') !== facts.base || amount(draft, 'pdvIznos') !== facts.vat ? ['warning.sef-purchase.total-differs'] : [];
  return { vDoc: 'zrn' as const, docId: id, warnings };
}

/**
 * "Book it": in one transaction with the inbox row locked, a draft ur or zrn through the families'
 * own services (their checks, numbering, totals and history), the supplier found by PIB or made
 * from the invoice, and the row marked booked; a second booking is a 409.
 */
export async function bookPurchase(db: Db, companyId: number, userId: number, id: number, input: BookInput): Promise<SefPurchaseBooked> {
  return db.transaction(async (tx) => {
    const row = await purchaseRow(tx, companyId, id, true);
    const facts = assertBookable(row);
    const { komId, created } = await supplierFor(tx, companyId, facts.supplier);
    const booked = input.as === 'ur' ? await bookAsUr(tx, companyId, userId, row, facts, komId, input) : await bookAsZrn(tx, companyId, userId, row, facts, komId, input);
    await tx.update(sefPurchaseInvoice).set({ bookedVDoc: booked.vDoc, bookedDocId: booked.docId, bookedAt: new Date(), updatedAt: new Date() }).where(eq(sefPurchaseInvoice.id, row.id));
    return { ...booked, komId, supplierCreated: created };
  });
}
