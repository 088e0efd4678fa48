import { correctionDoc, correctionItem, correctionSide, type FamilyEntry } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { DocumentService } from '../document.service';
import { sessionOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { allPages } from '../../platform/xlsx-export';
import { known, params, signatureLine } from '../../master/print-kit/document-print';
import { clientOf, sellerOf } from '../../master/print-kit/parties';
import { collect, pdfFileName, renderPdf, tableDocument, totalsRow } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

/**
 * A credit or debit note's print, A4 (`GET /v1/<resource>/dokument/print/{id}`): the issuer and the
 * client, the basis, the invoices it corrects (number and date) or the period, and per VAT rate the
 * base, VAT and total it changes, with their sums.
 */
export function correctionPrints(entry: FamilyEntry, sign: -1 | 1) {
  return (app: App, { db }: AppContext, service: DocumentService): void => {
    const resource = entry.resources[0];
    app.get(`/${resource}/:type/print/:id`, { schema: { params, querystring: printQuery } }, async (request, reply) => {
      const { type, id } = request.params;
      if (!entry.prints || !known(entry.prints, type)) throw notFound('error.print.type');
      const companyId = sessionOf(request).companyId;
      const doc = correctionDoc.parse(await service.read(db, companyId, id));
      const lines = (await collect(allPages((p) => service.listItems(db, companyId, id, p)))).map((r) => correctionItem.parse(r));
      const l = printLocale(request.query.lang);
      const t = l.t;
      const seller = await sellerOf(db, companyId);
      const client = await clientOf(db, companyId, doc.komId);
      const customer = correctionSide(doc.vSubDoc) === 'customer';
      // a customer's note is ours (we issue it); a supplier's is theirs, booked here
      const [issuer, recipient] = customer ? [seller, client] : [client, seller];
      const party = (label: string, p: { naziv: string; adresa: string; mesto: string; pib: string }) => `${label}: ${p.naziv}, ${p.adresa}, ${p.mesto}, ${t.pib} ${p.pib}`;
      const corrected = doc.fakture.length
        ? `${t.correctedInvoices}: ${doc.fakture.map((f) => `${f.broj} (${l.date(f.datum)})`).join(', ')}`
        : doc.periodOd && doc.periodDo
          ? `${t.correctedPeriod}: ${l.date(doc.periodOd)} – ${l.date(doc.periodDo)}`
          : '';
      type Line = (typeof lines)[number];
      const vat = (r: Line) => Math.round((r.iznos * r.pdvStopa) / 10000);
      const pdf = await renderPdf(
        tableDocument({
          company: seller.naziv,
          pageOf: l.pageOf,
          footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }),
          title: `${sign < 0 ? t.creditNote : t.debitNote} ${doc.oznaka}`,
          subtitle: [
            party(t.seller, issuer),
            party(t.buyer, recipient),
            `${t.issueDate}: ${l.date(doc.datum)}`,
            `${t.basis}: ${doc.osnov}`,
            ...(corrected ? [corrected] : []),
          ],
          columns: [
            { header: t.no, width: 24, align: 'right', cell: (_r, i) => String(i + 1) },
            { header: t.vatRate, width: '*', align: 'right', cell: (r) => l.percent(r.pdvStopa, 2) },
            { header: t.base, width: 90, align: 'right', cell: (r) => l.money(r.iznos) },
            { header: t.vat, width: 90, align: 'right', cell: (r) => l.money(vat(r)) },
            { header: t.total, width: 90, align: 'right', cell: (r) => l.money(r.iznos + vat(r)) },
          ],
          rows: lines,
          footer: [totalsRow(2, t.total, [l.money(doc.osnovica), l.money(doc.pdvIznos), l.money(doc.iznos)])],
          after: [{ margin: [0, 36, 0, 0], columns: [signatureLine(t.checked), { text: t.stamp, alignment: 'center' }, signatureLine(t.received)] }],
        }),
      );
      return sendPdf(reply, pdf, pdfFileName(doc.oznaka));
    });
  };
}
