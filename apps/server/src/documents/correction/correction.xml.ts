import { correctionDoc, correctionSide, type XmlData } from '@knjige/contract';
import { documentReference, vatFromNet } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { accountDigits, partiesOf, pdvReport, reportTotals, taxOf } from '../../master/print-kit/xml-parts';
import type { DocumentService } from '../document.service';
import type { correctionItemsTable } from './correction.tables';
import { linesWithRates } from './correction.repo';

type ItemsTable = ReturnType<typeof correctionItemsTable>;

/**
 * What a credit or debit note's SEF e-invoice says (docs/domain.md#credit-notes, docs/domain.md#debit-notes): a credit note with VAT
 * to a customer is a CreditNote 381, a debit note an Invoice 383; each names the corrected invoices
 * (BillingReference: number and date) or the period (InvoicePeriod's dates); a line per VAT rate
 * line, the basis as its name, quantity 1. A supplier's note is theirs to send, a financial note
 * changes no base and stays outside SEF (docs/decisions.md), a draft or cancelled note has nothing to send: 409.
 */
export function correctionXmlData(vDoc: string, sign: -1 | 1, items: ItemsTable, read: () => DocumentService) {
  return async (tx: Reader, companyId: number, docId: number): Promise<XmlData> => {
    const doc = correctionDoc.parse(await read().read(tx, companyId, docId));
    if (doc.status === 'draft') throw conflict('error.xml.draft');
    if (doc.status !== 'locked') throw conflict('error.xml.storno');
    if (correctionSide(doc.vSubDoc) !== 'customer') throw conflict('error.xml.supplier-note');
    if (!doc.saPdv) throw conflict('error.xml.financial-note');
    const { seller, buyer, attachments } = await partiesOf(tx, companyId, vDoc, docId, doc.komId);
    const rows = await linesWithRates(tx, items, companyId, docId);
    if (!rows.length) throw notFound();
    const lines = rows.map((r, index) => {
      const tax = taxOf({ intSifra: '', artNaziv: doc.osnov, meraCode: 'C62', unitSef: 'C62', pdvStopa: r.pdvStopa, rateStopa: r.rateStopa, rateOpis: r.rateOpis, pravoOdbitka: r.pravoOdbitka }, seller.isPdv);
      return { rbr: index + 1, intSifra: '', artNaziv: doc.osnov, unitCode: 'C62', kolicina: 1_000, cena: r.iznos, rabatIznos: 0, osnovica: r.iznos, tax };
    });
    // VAT per category and rate over the summed bases, as the note's own totals
    const report = pdvReport(lines, (group) => {
      const osnovica = group.reduce((s, l) => s + l.osnovica, 0);
      const tax = group[0]!.tax;
      return { osnovica, pdvIznos: tax.kategorija === 'S' ? vatFromNet(osnovica, tax.stopa) : 0 };
    });
    const { osnovica, pdvIznos } = reportTotals(report);
    return {
      document: {
        vDoc,
        id: doc.id,
        oznaka: doc.oznaka,
        status: doc.status,
        kind: sign < 0 ? 'credit-note' : 'invoice',
        broj: doc.oznaka,
        datum: doc.datum,
        datumIzdavanja: doc.datum,
        datumDospeca: doc.datum,
        datumPrometa: doc.datum,
        datumIsporuke: doc.datum,
        brojOtpremnice: '',
        // the note's date decides its VAT period (docs/decisions.md#credit-and-debit-notes)
        periodObracuna: '3',
        xmlUpload: 'single',
        brojNarudzbenice: '',
        brojUgovora: '',
        napomena: [doc.osnov, doc.napomena].filter(Boolean).join('\n'),
        pozivNaBroj: documentReference(doc.oznaka),
        tracun: accountDigits(seller.tracun),
        osnovica,
        pdvIznos,
        iznos: osnovica + pdvIznos,
        placeno: 0,
        zaUplatu: osnovica + pdvIznos,
        credited: null,
        ...(sign > 0 ? { invoiceTypeCode: '383' } : {}),
        references: doc.fakture.map((f) => ({ oznaka: f.broj, datum: f.datum })),
        invoicePeriod: doc.periodOd && doc.periodDo ? { od: doc.periodOd, do: doc.periodDo } : null,
      },
      buyer,
      seller,
      branch: null,
      items: lines,
      pdvReport: report,
      attachments,
    };
  };
}
