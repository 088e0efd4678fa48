import { and, asc, eq } from 'drizzle-orm';
import { prnEntry, prodEntry } from '@knjige/contract';
import { documentReference, saleTotals } from '@knjige/domain';
import type { Tx } from '../../platform/db/client';
import { artMain, docProd, docProdItems, docPrn, docPrnItems, magMain } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { checkType, exemptionsOf, negate, saleLineColumns, type InvoiceModel } from '../../outputs/print/invoice-model';
import { clientOf, sellerOf } from '../../outputs/print/parties';
import { printedAdvances } from '../avr/advances';

/** The invoice print's model of a sales invoice or a pro-forma (the families' `invoiceModel`). */
export async function salesModel(tx: Tx, companyId: number, vDoc: 'doc-prod' | 'doc-prn', docId: number, type: string): Promise<InvoiceModel> {
  const prod = vDoc === 'doc-prod';
  const header = prod ? docProd : docPrn;
  const items = prod ? docProdItems : docPrnItems;
  const [doc] = await tx
    .select()
    .from(header)
    .where(and(eq(header.id, docId), eq(header.companyId, companyId)));
  if (!doc) throw notFound();
  const printType = checkType(prod ? prodEntry.prints : prnEntry.prints, type, doc.status);
  const [lines, seller, buyer, mag] = await Promise.all([
    tx
      .select({ ...saleLineColumns, kolicina: items.kolicina, cena: items.prodCena, rabat: items.rabat, stopa: items.pdvStopa, iznos: items.iznos })
      .from(items)
      .innerJoin(artMain, eq(artMain.id, items.artId))
      .where(eq(items.docId, docId))
      .orderBy(asc(items.id)),
    sellerOf(tx, companyId),
    clientOf(tx, companyId, doc.komId),
    doc.magId === null ? Promise.resolve([]) : tx.select({ naziv: magMain.magNaziv, mesto: magMain.mesto }).from(magMain).where(eq(magMain.id, doc.magId)),
  ]);
  const totals = saleTotals(lines.map((l) => ({ pdvStopa: l.stopa, iznos: l.iznos })));
  // a final invoice: the whole supply, the advances deducted per rate, and the rest to pay (A3)
  const advances = prod ? await printedAdvances(tx, companyId, 'prod', docId, doc.status) : undefined;
  const advanceGross = advances?.rates.reduce((s, r) => s + r.iznos, 0) ?? 0;
  const p = 'datumPrometa' in doc ? doc : null;
  const model: InvoiceModel = {
    vDoc,
    type: printType,
    storno: doc.status === 'storno',
    oznaka: doc.oznaka,
    datum: doc.datum,
    datumPrometa: p?.datumPrometa ?? '',
    datumIsporuke: p?.datumIsporuke ?? '',
    datumDospeca: p?.datumDospeca ?? '',
    mesto: mag[0]?.mesto || seller.city,
    facts: [
      { key: 'orderNo' as const, value: p?.brojNarudzbenice ?? '' },
      { key: 'contractNo' as const, value: p?.brojUgovora ?? '' },
      { key: 'tenderNo' as const, value: p?.brojTendera ?? '' },
      { key: 'warehouse' as const, value: mag[0]?.naziv ?? '' },
      { key: 'validity' as const, value: doc.vaznost },
      { key: 'payment' as const, value: doc.placanje },
    ].filter((f) => f.value !== ''),
    seller,
    buyer,
    lines,
    pricesIncludeVat: false,
    ...totals,
    payable: totals.iznos - advanceGross,
    paidInCash: 0,
    account: p?.placanjeTracun || seller.tracun,
    reference: p?.placanjeModel === '97' && p.placanjeRef ? p.placanjeRef.replace(/[\s-]/g, '') : documentReference(doc.oznaka),
    notes: [doc.napomena, p?.dodatnaNapomena ?? ''].filter((n) => n.trim() !== ''),
    receipts: [],
    exemptions: await exemptionsOf(tx, companyId, lines),
    ...(advances ? { advances } : {}),
  };
  return printType === 'storno-racun-otpremnica' ? negate(model) : model;
}

export const prodInvoiceModel = (tx: Tx, companyId: number, docId: number, type: string) => salesModel(tx, companyId, 'doc-prod', docId, type);
