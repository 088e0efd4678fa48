import { kmpDoc, kmpEntry, kmpItem, type z } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { Content } from 'pdfmake/interfaces';
import type { DocumentService } from '../document.service';
import { sessionOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { allPages } from '../../platform/xlsx-export';
import { known, params } from '../../master/print-kit/document-print';
import { clientOf, sellerOf, type Party } from '../../master/print-kit/parties';
import { collect, flowTable, pdfFileName, printDocument, renderPdf, totalsRow } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale, type PrintLocale } from '../../master/print-kit/texts';
import { offsetShares } from './kmp.shares';

type KmpItem = z.infer<typeof kmpItem>;

const party = (p: Party, l: PrintLocale): Content => ({
  stack: [{ text: p.naziv, bold: true, fontSize: 10 }, p.adresa, p.mesto, ...(p.pib ? [`${l.t.pib}: ${p.pib}`] : []), ...(p.maticniBroj ? [`${l.t.mb}: ${p.maticniBroj}`] : [])],
});

/** The stamp and an authorised signature for one party. */
const signed = (l: PrintLocale, who: string): Content => ({
  stack: [
    { text: l.t.stamp, alignment: 'center', margin: [0, 0, 0, 22] },
    { canvas: [{ type: 'line', x1: 20, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }] },
    { text: l.t.signature, style: 'small', alignment: 'center' },
    { text: l.fill(l.t.iosFor, { c: who }), style: 'small', alignment: 'center' },
  ],
});

/**
 * The offset statement (izjava o kompenzaciji), A4 (`GET /v1/doc-kmp/izjava/print/{id}`): both
 * parties, the amount, the items of each side it closes (document, date, due date, amount, what
 * was open, what is set off), the closing sentence and a signature with stamp for each party.
 */
export function kmpPrints(app: App, { db }: AppContext, service: DocumentService): void {
  app.get(`/${kmpEntry.resources[0]}/:type/print/:id`, { schema: { params, querystring: printQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    if (!known(kmpEntry.prints, type)) throw notFound('error.print.type');
    const companyId = sessionOf(request).companyId;
    const doc = kmpDoc.parse(await service.read(db, companyId, id));
    const lines = (await collect(allPages((p) => service.listItems(db, companyId, id, p)))).map((r) => kmpItem.parse(r));
    const l = printLocale(request.query.lang);
    const t = l.t;
    const [seller, client] = await Promise.all([sellerOf(db, companyId), clientOf(db, companyId, doc.komId)]);
    const shares = offsetShares(doc, lines);
    const side = (smer: KmpItem['smer']): Content => {
      const rows = lines.filter((i) => i.smer === smer);
      return flowTable<KmpItem>(
        [
          { header: t.document, width: '*', cell: (r) => r.dokOznaka },
          { header: t.docDate, width: 56, cell: (r) => l.date(r.dokDatum) },
          { header: t.dueDate, width: 56, cell: (r) => l.date(r.dueDate) },
          { header: t.total, width: 70, align: 'right', cell: (r) => l.money(r.iznos) },
          { header: t.open, width: 70, align: 'right', cell: (r) => l.money(r.otvoreno) },
          { header: t.offsetShare, width: 70, align: 'right', cell: (r) => l.money(shares.get(r.id) ?? 0) },
        ],
        rows,
        [totalsRow(5, t.total, [l.money(rows.reduce((s, r) => s + (shares.get(r.id) ?? 0), 0))])],
      );
    };
    const names = { c: seller.naziv, p: client.naziv };
    const content: Content[] = [
      { text: t.offsetStatement, style: 'h1', alignment: 'center' },
      { text: l.fill(t.offsetNo, { n: doc.oznaka, d: l.date(doc.datum) }), alignment: 'center', fontSize: 11, margin: [0, 0, 0, 10] },
      {
        margin: [0, 0, 0, 10],
        table: { widths: ['*', '*'], body: [[{ stack: [{ text: t.offsetParty, style: 'label' }, party(seller, l)] }, { stack: [{ text: t.offsetParty, style: 'label' }, party(client, l)] }]] },
      },
      { text: l.fill(t.offsetIntro, { a: l.money(doc.iznos) }), margin: [0, 0, 0, 8] },
      { text: l.fill(t.offsetOurs, names), style: 'h2' },
      side('receivable'),
      { text: l.fill(t.offsetTheirs, names), style: 'h2', margin: [0, 10, 0, 0] },
      side('payable'),
      { text: `${t.offsetAmount}: ${l.money(doc.iznos)}`, style: 'total', margin: [0, 10, 0, 4] },
      { text: t.offsetClosing, margin: [0, 0, 0, 0] },
      ...(doc.napomena ? [{ text: `${t.note}: ${doc.napomena}`, margin: [0, 6, 0, 0] } satisfies Content] : []),
      { unbreakable: true, margin: [0, 36, 0, 0], columns: [signed(l, seller.naziv), signed(l, client.naziv)] },
    ];
    const title = `${t.offsetStatement} ${doc.oznaka}`;
    const pdf = await renderPdf(printDocument({ company: seller.naziv, title: `${title} – ${client.naziv}`, subject: title, pageOf: l.pageOf, footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }) }, content));
    return sendPdf(reply, pdf, pdfFileName(doc.oznaka));
  });
}
