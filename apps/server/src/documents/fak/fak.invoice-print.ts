import { fakEntry } from '@knjige/contract';
import { documentReference, type VatSummaryRow } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { checkType, exemptionsOf, type InvoiceModel } from '../../master/print-kit/invoice-model';
import { clientOf, sellerOf } from '../../master/print-kit/parties';
import { CASH_SUB_TYPE, readRetailLines, retailVat } from './fak-lines';
import { linkedReceiptLabels, retailInvoice } from './fak.repo';

/** The invoice print's model of a retail invoice (the family's `invoiceModel`). */
export async function retailModel(tx: Reader, companyId: number, docId: number, type: string): Promise<InvoiceModel> {
  const doc = await retailInvoice(tx, companyId, docId);
  if (!doc) throw notFound();
  const printType = checkType(fakEntry.prints, type, doc.status);
  const [retailLines, seller, buyer, links] = await Promise.all([
    readRetailLines(tx, docId),
    sellerOf(tx, companyId),
    clientOf(tx, companyId, doc.komId),
    linkedReceiptLabels(tx, docId),
  ]);
  const lines = retailLines.map((l) => ({ sifra: l.intSifra, naziv: l.artNaziv, mera: l.meraCode, kolicina: l.kolicina, cena: l.prodCena, rabat: 0, stopa: l.pdvStopa, iznos: l.iznos }));
  const rates = retailVat(retailLines);
  const sum = (pick: (r: VatSummaryRow) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const iznos = sum((r) => r.iznos);
  return {
    vDoc: 'doc-fak',
    type: printType,
    storno: doc.status === 'storno',
    oznaka: doc.oznaka,
    datum: doc.datum,
    datumPrometa: doc.datum,
    datumIsporuke: '',
    datumDospeca: doc.datumDospeca,
    mesto: seller.city,
    facts: [
      { key: 'orderNo' as const, value: doc.brojNarudzbenice },
      { key: 'contractNo' as const, value: doc.brojUgovora },
      { key: 'tenderNo' as const, value: doc.brojTendera },
    ].filter((f) => f.value !== ''),
    seller,
    buyer,
    lines,
    pricesIncludeVat: true,
    rates,
    osnovica: sum((r) => r.osnovica),
    pdvIznos: sum((r) => r.pdvIznos),
    iznos,
    payable: doc.zaUplatu,
    paidInCash: doc.vSubDoc === CASH_SUB_TYPE ? iznos - doc.zaUplatu : 0,
    account: seller.tracun,
    reference: documentReference(doc.oznaka),
    notes: [doc.napomena].filter((n) => n.trim() !== ''),
    receipts: links.map((l) => l.oznaka),
    exemptions: await exemptionsOf(tx, companyId, lines),
  };
}
