import type { XmlData } from '@knjige/contract';
import { documentReference, lineAmount, normalizeReference, saleTotals } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { exportedAdvances } from '../avr/advances';
import { accountDigits, kindOf, lineTaxOf, partiesOf, pdvReport, reportTotals, sefUnitCode } from '../../master/print-kit/xml-parts';
import { exemptionTexts } from '../../master/reference/vat-exemptions';
import { warehouseBranch } from '../family-refs.repo';
import { exportedSaleLines, salesInvoice } from './prod.repo';

/** What the e-invoice of a sales invoice says (the family's `xmlData`). */
export async function salesInvoiceData(tx: Reader, companyId: number, docId: number): Promise<XmlData> {
  const h = await salesInvoice(tx, companyId, docId);
  if (!h) throw notFound();
  const kind = await kindOf(tx, companyId, 'prod', h);
  const [{ seller, buyer, attachments }, rows] = await Promise.all([
    partiesOf(tx, companyId, 'prod', docId, h.komId),
    exportedSaleLines(tx, docId),
  ]);
  const [branch] = h.magId === null ? [] : await warehouseBranch(tx, h.magId);
  const texts = await exemptionTexts(tx, rows.map((r) => r.izuzece));
  // in the invoice's currency (its lines are typed in it); the dinar VAT goes beside (pdvIznosRsd)
  const items = rows.map((r, index) => {
    const tax = lineTaxOf(r, seller.isPdv, texts.get(r.izuzece)?.razlog ?? '');
    // the line's amount is the document's (quantity × price less the discount, one rounding); the discount is what that took off
    return { rbr: index + 1, intSifra: r.intSifra, artNaziv: r.artNaziv, unitCode: sefUnitCode(r.unitSef), kolicina: r.kolicina, cena: r.prodCena, rabatIznos: lineAmount(r.kolicina, r.prodCena) - r.iznosValuta, osnovica: r.iznosValuta, tax };
  });
  const report = pdvReport(items, (group) => {
    const { osnovica, pdvIznos } = saleTotals(group.map((i) => ({ pdvStopa: i.tax.stopa, iznos: i.osnovica })));
    return { osnovica, pdvIznos };
  });
  const { osnovica, pdvIznos } = reportTotals(report);
  const model97 = h.placanjeModel === '97' && h.placanjeRef !== '';
  // a final invoice: the advance invoices it deducts and their gross, paid before (A3); its credit note repeats neither
  const { advances, prepaid } = kind.kind === 'invoice' ? await exportedAdvances(tx, companyId, 'prod', h.id) : { advances: [], prepaid: 0 };
  return {
    document: {
      vDoc: 'prod',
      id: h.id,
      oznaka: h.oznaka,
      status: h.status,
      ...kind,
      datum: h.datum,
      datumDospeca: h.datumDospeca,
      datumPrometa: h.datumPrometa,
      datumIsporuke: h.datumIsporuke,
      brojOtpremnice: h.brojOtpremnice,
      periodObracuna: ['3', '35', '432'].includes(h.periodObracuna) ? h.periodObracuna : '3',
      xmlUpload: h.xmlUpload,
      brojNarudzbenice: h.brojNarudzbenice,
      brojUgovora: h.brojUgovora,
      napomena: [h.napomena, h.dodatnaNapomena].filter(Boolean).join('\n'),
      pozivNaBroj: model97 ? normalizeReference(h.placanjeRef) : documentReference(h.oznaka),
      tracun: accountDigits(h.placanjeTracun || seller.tracun),
      osnovica,
      pdvIznos,
      iznos: osnovica + pdvIznos,
      placeno: prepaid,
      zaUplatu: osnovica + pdvIznos - prepaid,
      valuta: h.valuta,
      pdvIznosRsd: h.pdvIznos,
      ...(advances.length ? { advances } : {}),
    },
    buyer,
    seller,
    branch: branch ?? null,
    items,
    pdvReport: report,
    attachments,
  };
}
