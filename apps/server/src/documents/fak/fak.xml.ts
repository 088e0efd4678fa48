import type { XmlData } from '@knjige/contract';
import { documentReference, lineVatShares, mulDiv } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { accountDigits, kindOf, partiesOf, pdvReport, reportTotals, sefUnitCode, taxOf } from '../../master/print-kit/xml-parts';
import { readRetailLines, retailVat } from './fak-lines';
import { retailInvoice } from './fak.repo';

/** What the e-invoice of a retail invoice says (the family's `xmlData`). */
export async function retailInvoiceData(tx: Reader, companyId: number, docId: number): Promise<XmlData> {
  const h = await retailInvoice(tx, companyId, docId);
  if (!h) throw notFound();
  const kind = await kindOf(tx, companyId, 'fak', h);
  const [{ seller, buyer, attachments }, rows] = await Promise.all([partiesOf(tx, companyId, 'fak', docId, h.komId), readRetailLines(tx, docId)]);
  // prices include VAT: each line's VAT is its share of its rate's VAT inside the gross (the formula
  // the receipts and the invoice's own KIR rows use); a line of its own is one piece (H87)
  const taxes = rows.map((r) => taxOf(r, seller.isPdv));
  const shares = lineVatShares(rows.map((r, i) => ({ pdvStopa: taxes[i]!.stopa, iznos: r.iznos })), true);
  const items = rows.map((r, index) => {
    const osnovica = r.iznos - shares[index]!;
    return { rbr: index + 1, intSifra: r.intSifra, artNaziv: r.artNaziv, unitCode: sefUnitCode(r.unitSef), kolicina: r.kolicina, cena: r.kolicina === 0 ? 0 : mulDiv(osnovica, 1000, r.kolicina), rabatIznos: 0, osnovica, tax: taxes[index]!, gross: r.iznos };
  });
  const report = pdvReport(items, (group) => {
    const [rate] = retailVat(group.map((i) => ({ pdvStopa: i.tax.stopa, iznos: i.gross })));
    return { osnovica: rate!.osnovica, pdvIznos: rate!.pdvIznos };
  });
  const { osnovica, pdvIznos } = reportTotals(report);
  const iznos = osnovica + pdvIznos;
  return {
    document: {
      vDoc: 'fak',
      id: h.id,
      oznaka: h.oznaka,
      status: h.status,
      ...kind,
      datum: h.datum,
      datumDospeca: h.datumDospeca,
      datumPrometa: h.datum,
      datumIsporuke: h.datum,
      brojOtpremnice: '',
      periodObracuna: '3',
      xmlUpload: 'single',
      brojNarudzbenice: h.brojNarudzbenice,
      brojUgovora: h.brojUgovora,
      napomena: h.napomena,
      pozivNaBroj: documentReference(h.oznaka),
      tracun: accountDigits(seller.tracun),
      osnovica,
      pdvIznos,
      iznos,
      // what the receipts took in cash, by card or by cheque is paid, and all of a cash invoice; the wire part and a services invoice are due
      placeno: iznos - h.zaUplatu,
      zaUplatu: h.zaUplatu,
    },
    buyer,
    seller,
    branch: null,
    items: items.map(({ gross: _gross, ...item }) => item),
    pdvReport: report,
    attachments,
  };
}
