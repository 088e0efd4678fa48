import { prnEntry, prodEntry } from '@knjige/contract';
import { documentReference, HOME_CURRENCY, saleTotals } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { checkType, exemptionsOf, negate, type InvoiceLine, type InvoiceModel } from '../../master/print-kit/invoice-model';
import { exemptionTexts } from '../../master/reference/vat-exemptions';
import { clientOf, sellerOf } from '../../master/print-kit/parties';
import { printedAdvances } from '../avr/advances';
import { foreignAccountOf } from '../../master/company/company.repo';
import { warehouseBranch } from '../family-refs.repo';
import { printedSaleLines, saleHeader, saleLineTaxes } from './prod.repo';

/** The invoice print's model of a sales invoice or a pro-forma (the families' `invoiceModel`). */
export async function salesModel(tx: Reader, companyId: number, vDoc: 'doc-prod' | 'doc-prn', docId: number, type: string): Promise<InvoiceModel> {
  const prod = vDoc === 'doc-prod';
  const doc = await saleHeader(tx, companyId, prod, docId);
  if (!doc) throw notFound();
  const printType = checkType(prod ? prodEntry.prints : prnEntry.prints, type, doc.status);
  const [lines, seller, buyer, mag] = await Promise.all([
    printedSaleLines(tx, prod, docId),
    sellerOf(tx, companyId),
    clientOf(tx, companyId, doc.komId),
    doc.magId === null ? Promise.resolve([]) : warehouseBranch(tx, doc.magId),
  ]);
  // VAT per rate over the dinar amounts; a sales invoice's lines print in its currency with their reasons
  const totals = saleTotals(lines.map((l) => ({ pdvStopa: l.stopa, iznos: l.iznos })));
  const sale = prod && 'kurs' in doc ? { doc, lines: await saleLineTaxes(tx, docId) } : null;
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
    lines: sale ? lines.map((l, i) => ({ ...l, iznos: sale.lines[i]?.iznosValuta ?? l.iznos })) : lines,
    pricesIncludeVat: false,
    ...totals,
    payable: totals.iznos - advanceGross,
    paidInCash: 0,
    account: p?.placanjeTracun || seller.tracun,
    reference: p?.placanjeModel === '97' && p.placanjeRef ? p.placanjeRef.replace(/[\s-]/g, '') : documentReference(doc.oznaka),
    notes: [doc.napomena, p?.dodatnaNapomena ?? ''].filter((n) => n.trim() !== ''),
    receipts: [],
    exemptions: sale ? await saleExemptions(tx, companyId, lines, sale.lines) : await exemptionsOf(tx, companyId, lines),
    ...(advances ? { advances } : {}),
    ...(sale && sale.doc.valuta !== HOME_CURRENCY
      ? { currency: { valuta: sale.doc.valuta, kurs: sale.doc.kurs, datum: sale.doc.datumPrometa, osnovica: sale.doc.osnovicaValuta, pdvIznos: sale.doc.pdvIznosValuta, iznos: sale.doc.iznosValuta } }
      : {}),
    // an invoice in a foreign currency (an export) is paid to the company's account in it
    ...(sale && sale.doc.valuta !== HOME_CURRENCY ? { foreignAccount: (await foreignAccountOf(tx, companyId, sale.doc.valuta)) ?? null } : {}),
    ...(sale?.lines.some((l) => l.kategorija === 'AE') ? { reverseCharge: true } : {}),
  };
  return printType === 'storno-racun-otpremnica' ? negate(model) : model;
}

/**
 * Why VAT is not charged (VAT law art. 42): the reason in words of each exemption code the lines
 * carry; a 0 % line without a code, the description of its company's 0 % rates as before.
 */
async function saleExemptions(tx: Reader, companyId: number, lines: InvoiceLine[], taxes: { kategorija: string; izuzece: string }[]): Promise<string[]> {
  const texts = await exemptionTexts(tx, taxes.map((t) => t.izuzece));
  const coded = [...new Set(taxes.filter((t) => t.kategorija !== 'S' && t.izuzece).map((t) => texts.get(t.izuzece)?.razlog ?? t.izuzece))];
  const uncoded = lines.filter((l, i) => l.stopa === 0 && !taxes[i]?.izuzece);
  return [...coded, ...(await exemptionsOf(tx, companyId, uncoded))];
}

export const prodInvoiceModel = (tx: Reader, companyId: number, docId: number, type: string) => salesModel(tx, companyId, 'doc-prod', docId, type);
