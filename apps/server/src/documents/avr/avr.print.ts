import { avrDoc, avrEntry, avrItem, printNames } from '@knjige/contract';
import { advanceVat, amountInWords, belgradeToday, type VatSummaryRow } from '@knjige/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentService } from '../document.service';
import { sessionOf } from '../../platform/auth/guard';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { allPages } from '../../platform/xlsx-export';
import { params, signatureLine } from '../../master/print-kit/document-print';
import { boxLayout, keyValues, partyBlock } from '../../master/print-kit/print-blocks';
import { clientOf, readableAccount, sellerOf } from '../../master/print-kit/parties';
import { collect, pdfFileName, printDocument, renderPdf } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale, type PrintLocale } from '../../master/print-kit/texts';
import { bankLineDate } from './avr.repo';

/** The day the advance came: its bank line's statement date, else the advance invoice's own date. */
async function receivedOn(db: Reader, companyId: number, trnItemId: number | null, datum: string): Promise<string> {
  if (trnItemId === null) return datum;
  return (await bankLineDate(db, companyId, trnItemId)) ?? datum;
}

/** Base, VAT and the advance with VAT per rate, and their sums (negated for a reversed document). */
function ratesTable(rates: VatSummaryRow[], l: PrintLocale): Content {
  const t = l.t;
  const sum = (k: 'osnovica' | 'pdvIznos' | 'iznos') => rates.reduce((s, r) => s + r[k], 0);
  const right = (v: number, bold = false): TableCell => ({ text: l.money(v), alignment: 'right', bold });
  const body: TableCell[][] = [
    [t.rate, t.base, t.vat, t.advanceGross].map((h, i) => ({ text: h, style: 'th', alignment: i ? ('right' as const) : ('left' as const) })),
    ...rates.map((r): TableCell[] => [l.percent(r.stopa, 2), right(r.osnovica), right(r.pdvIznos), right(r.iznos)]),
    [{ text: t.total, bold: true }, right(sum('osnovica'), true), right(sum('pdvIznos'), true), right(sum('iznos'), true)],
  ];
  return { table: { headerRows: 1, widths: ['*', 110, 110, 110], body }, layout: 'lightHorizontalLines' };
}

/**
 * The advance invoice's print, `GET /v1/doc-avr/avansni-racun/print/{id}` (VAT law art. 42 and
 * art. 16; docs/domain.md#advances): seller and buyer with name, address, PIB and matični broj; number,
 * place and date of issue, the day the advance was received, the basis (contract, offer or
 * pro-forma); base, rate, VAT and the advance with VAT per rate, their totals and the advance in
 * words; the note that VAT falls due on the advance and the final invoice deducts it. Nothing is
 * payable (the money came first), so no payment reference and no QR. Only our advance invoices
 * print (a supplier's is theirs: 404); a reversed one is titled STORNO with its amounts negated.
 */
export function avrPrints(app: App, { db }: AppContext, service: DocumentService): void {
  app.get('/doc-avr/:type/print/:id', { schema: { params, querystring: printQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    const companyId = sessionOf(request).companyId;
    const doc = avrDoc.parse(await service.read(db, companyId, id));
    if (!printNames(avrEntry.prints, doc.status, doc.vSubDoc).includes(type)) throw notFound('error.print.type');
    const lines = (await collect(allPages((p) => service.listItems(db, companyId, id, p)))).map((r) => avrItem.parse(r));
    const [seller, buyer, received] = await Promise.all([sellerOf(db, companyId), clientOf(db, companyId, doc.komId), receivedOn(db, companyId, doc.trnItemId, doc.datum)]);
    const l = printLocale(request.query.lang);
    const t = l.t;
    const sign = doc.status === 'storno' ? -1 : 1;
    const rates = advanceVat(lines.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznos }))).map((r) => ({ stopa: r.stopa, osnovica: sign * r.osnovica, pdvIznos: sign * r.pdvIznos, iznos: sign * r.iznos }));
    const total = rates.reduce((s, r) => s + r.iznos, 0);
    const title = doc.status === 'storno' ? `${t.storno} ${t.advanceInvoice}` : t.advanceInvoice;
    const content: Content[] = [
      {
        columns: [
          partyBlock(t.seller, seller, l, seller.tracun ? [`${t.account}: ${readableAccount(seller.tracun)}`] : []),
          {
            width: 230,
            stack: [
              { text: title, style: 'h1', alignment: 'right' },
              { text: doc.oznaka, fontSize: 12, bold: true, alignment: 'right', margin: [0, 0, 0, 4] },
              keyValues([
                [t.place, l.script(seller.city)],
                [t.issueDate, l.date(doc.datum)],
                [t.advanceReceived, l.date(received)],
              ]),
            ],
          },
        ],
      },
      { margin: [0, 10, 0, 8], columns: [{ table: { widths: ['*'], body: [[partyBlock(t.buyer, buyer, l)]] }, layout: boxLayout }, { width: 16, text: '' }, keyValues([[t.basis, doc.osnov]])] },
      ratesTable(rates, l),
      {
        unbreakable: true,
        margin: [0, 8, 0, 0],
        stack: [
          keyValues([[t.advanceTotal, l.money(total)]]),
          { margin: [0, 6, 0, 0], text: [{ text: `${t.inWords}: `, style: 'label' }, { text: amountInWords(total, l.language === 'sr-cyr' ? 'cyrillic' : 'latin'), italics: true }] },
          { margin: [0, 8, 0, 0], text: t.advanceNote },
          ...[doc.napomena].filter((n) => n.trim() !== '').map((n): Content => ({ margin: [0, 6, 0, 0], text: [{ text: `${t.note}: `, style: 'label' }, n] })),
        ],
      },
      { unbreakable: true, margin: [0, 36, 0, 0], columns: [signatureLine(t.issued), { text: t.stamp, alignment: 'center' }, { text: '' }] },
    ];
    const pdf = await renderPdf(
      printDocument({ company: seller.naziv, title: `${title} ${doc.oznaka}`, subject: `${title} ${doc.oznaka}`, pageOf: l.pageOf, footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }) }, content),
    );
    return sendPdf(reply, pdf, pdfFileName(`${type}-${doc.oznaka}`));
  });
}
