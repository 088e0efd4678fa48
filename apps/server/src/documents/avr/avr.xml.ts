import type { XmlData } from '@knjige/contract';
import { advanceVat, documentReference } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { accountDigits, kindOf, partiesOf, pdvReport, reportTotals, taxOf } from '../../master/print-kit/xml-parts';
import { advanceHeader, advanceLinesWithRates } from './avr.repo';

/**
 * The e-invoice of an advance we received (`avr-izdati`): an Invoice 386 whose VAT falls due on the
 * payment date (DescriptionCode 432, so DueDate is required: the advance's date), one line per VAT
 * rate carrying the advance's base; the buyer has paid it all (PrepaidAmount = the gross, nothing
 * payable). A supplier's advance invoice (`avr-primljeni`) is theirs to send (409).
 */
export async function advanceInvoiceData(tx: Reader, companyId: number, docId: number): Promise<XmlData> {
  const h = await advanceHeader(tx, companyId, docId);
  if (!h) throw notFound();
  if (h.vSubDoc !== 'avr-izdati') throw conflict('error.xml.incoming');
  const kind = await kindOf(tx, companyId, 'avr', h);
  const [{ seller, buyer, attachments }, lines] = await Promise.all([
    partiesOf(tx, companyId, 'avr', docId, h.komId),
    advanceLinesWithRates(tx, docId),
  ]);
  const rates = advanceVat(lines.map((l) => ({ stopa: l.pdvStopa, iznos: l.iznos })));
  const name = h.osnov ? `Avans po osnovu: ${h.osnov}` : 'Avans';
  const items = rates.map((r, index) => {
    const line = lines.find((l) => l.pdvStopa === r.stopa)!;
    const tax = taxOf({ intSifra: '', artNaziv: name, meraCode: 'kom', unitSef: 'H87', ...line }, seller.isPdv);
    return { rbr: index + 1, intSifra: '', artNaziv: name, unitCode: 'H87', kolicina: 1_000, cena: r.osnovica, rabatIznos: 0, osnovica: r.osnovica, tax, pdvIznos: r.pdvIznos };
  });
  // the VAT of each rate is the advance's own (taken out of the gross), not the base × rate again
  const report = pdvReport(items, (group) => ({ osnovica: group.reduce((s, i) => s + i.osnovica, 0), pdvIznos: group.reduce((s, i) => s + i.pdvIznos, 0) }));
  const { osnovica, pdvIznos } = reportTotals(report);
  const paid = kind.kind === 'invoice' ? osnovica + pdvIznos : 0;
  return {
    document: {
      vDoc: 'avr',
      id: h.id,
      oznaka: h.oznaka,
      status: h.status,
      ...kind,
      invoiceTypeCode: '386',
      datum: h.datum,
      datumDospeca: h.datum,
      datumPrometa: h.datum,
      datumIsporuke: h.datum,
      brojOtpremnice: '',
      periodObracuna: '432',
      xmlUpload: 'none',
      brojNarudzbenice: '',
      brojUgovora: h.osnov,
      napomena: h.napomena,
      pozivNaBroj: documentReference(h.oznaka),
      tracun: accountDigits(seller.tracun),
      osnovica,
      pdvIznos,
      iznos: osnovica + pdvIznos,
      placeno: paid,
      zaUplatu: osnovica + pdvIznos - paid,
    },
    buyer,
    seller,
    branch: null,
    items: items.map(({ pdvIznos: _vat, ...item }) => item),
    pdvReport: report,
    attachments,
  };
}
