import type { XmlData } from '@knjige/contract';
import { documentReference } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { accountDigits, sellerOf } from '../../master/print-kit/xml-parts';
import { internalInvoiceById, purchaseOf, reverseChargeRates } from './internal-invoice.repo';

/** The legal ground of the VAT we compute, by the purchase's reverse charge (VAT law art. 10). */
const GROUND = {
  domestic: 'član 10. stav 2. Zakona o PDV (obrnuto obračunavanje, domaći promet)',
  foreign: 'član 10. stav 1. tačka 3) Zakona o PDV (usluga stranog lica)',
} as const;

/**
 * What the internal invoice of a reverse-charge purchase says on SEF (docs/decisions.md#internal-invoices-on-sef): issued by us to ourselves, one line per VAT rate with the dinar base of the
 * purchase and the VAT we compute (category S), the supplier and its invoice in the note. Its
 * status is the purchase's: a stornoed purchase's internal invoice is not sent.
 */
export async function internalInvoiceData(tx: Reader, companyId: number, id: number): Promise<XmlData> {
  const iri = await internalInvoiceById(tx, companyId, id);
  if (!iri) throw notFound();
  const purchase = await purchaseOf(tx, companyId, iri.vDoc, iri.docId);
  if (!purchase) throw notFound();
  const [seller, rates] = await Promise.all([sellerOf(tx, companyId), reverseChargeRates(tx, companyId, iri.vDoc, iri.docId)]);
  const items = rates.map((r, index) => ({
    rbr: index + 1,
    intSifra: String(index + 1),
    artNaziv: `Obračun PDV po računu ${purchase.dokBroj} (${purchase.supplier})`,
    unitCode: 'H87',
    kolicina: 1000,
    cena: r.osnovica,
    rabatIznos: 0,
    osnovica: r.osnovica,
    tax: { kategorija: 'S' as const, stopa: r.stopa, osnovOslobodjenja: '', razlog: '' },
  }));
  const pdvReport = rates.map((r) => ({ tax: { kategorija: 'S' as const, stopa: r.stopa, osnovOslobodjenja: '', razlog: '' }, osnovica: r.osnovica, pdvIznos: r.pdvIznos }));
  const osnovica = rates.reduce((s, r) => s + r.osnovica, 0);
  const pdvIznos = rates.reduce((s, r) => s + r.pdvIznos, 0);
  const ground = purchase.interniObracun === 'none' ? '' : GROUND[purchase.interniObracun];
  return {
    document: {
      vDoc: 'iri',
      id: iri.id,
      oznaka: iri.broj,
      status: purchase.status,
      kind: 'invoice',
      credited: null,
      broj: iri.broj,
      datum: iri.datum,
      datumIzdavanja: iri.datum,
      datumDospeca: iri.datum,
      datumPrometa: iri.datum,
      datumIsporuke: iri.datum,
      brojOtpremnice: '',
      periodObracuna: '35',
      xmlUpload: 'none',
      brojNarudzbenice: '',
      brojUgovora: '',
      napomena: [
        `Interni račun – ${ground}.`,
        `Dobavljač: ${purchase.supplier}${purchase.supplierPib ? ` (${purchase.supplierPib})` : ''}, račun ${purchase.dokBroj} od ${purchase.dokDatum}; knjiženo ${purchase.oznaka}.`,
      ].join('\n'),
      pozivNaBroj: documentReference(iri.broj),
      tracun: accountDigits(seller.tracun),
      osnovica,
      pdvIznos,
      iznos: osnovica + pdvIznos,
      placeno: 0,
      zaUplatu: osnovica + pdvIznos,
    },
    buyer: { naziv: seller.naziv, pib: seller.pib, maticniBroj: seller.maticniBroj, adresa: seller.adresa, postcode: seller.postcode, mesto: seller.mesto, email: seller.email, jbkjs: '', isPerson: false, drzava: 'RS', inoPdvBroj: '' },
    seller,
    branch: null,
    items,
    pdvReport,
    attachments: [],
  };
}
