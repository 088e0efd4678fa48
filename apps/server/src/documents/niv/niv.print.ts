import { nivDoc, nivEntry, nivItem } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { DocumentService } from '../document.service';
import { sessionOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { allPages } from '../../platform/xlsx-export';
import { known, params, signatureLine } from '../../master/print-kit/document-print';
import { sellerOf } from '../../master/print-kit/parties';
import { collect, pdfFileName, renderPdf, tableDocument, totalsRow } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

/** A price adjustment's print (nivelacija), `GET /v1/doc-niv/{name}/print/{id}`; the family's `prints` in its registry entry. */
export function nivPrints(app: App, { db }: AppContext, service: DocumentService): void {
  app.get('/doc-niv/:type/print/:id', { schema: { params, querystring: printQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    if (!known(nivEntry.prints, type)) throw notFound('error.print.type');
    const companyId = sessionOf(request).companyId;
    const doc = nivDoc.parse(await service.read(db, companyId, id));
    const lines = (await collect(allPages((p) => service.listItems(db, companyId, id, p)))).map((r) => nivItem.parse(r));
    const l = printLocale(request.query.lang);
    const t = l.t;
    const seller = await sellerOf(db, companyId);
    type Line = (typeof lines)[number];
    const money = (header: string, pick: (r: Line) => number, width = 62) => ({ header, width, align: 'right' as const, cell: (r: Line) => l.money(pick(r)) });
    const pdf = await renderPdf(
      tableDocument({
        company: seller.naziv,
        pageOf: l.pageOf,
        footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }),
        title: `${t.priceChange} ${doc.oznaka}`,
        landscape: true,
        subtitle: [`${t.warehouse}: ${doc.magNaziv}`, `${t.docDate}: ${l.date(doc.datum)}`],
        columns: [
          { header: t.no, width: 18, align: 'right', cell: (_r, i) => String(i + 1) },
          { header: t.code, width: 44, cell: (r) => r.artikl.intSifra },
          { header: t.article, width: '*', cell: (r) => r.artikl.artNaziv },
          { header: t.qty, width: 50, align: 'right', cell: (r) => l.qty(r.kolicina) },
          money(t.priceBefore, (r) => r.cenaPre),
          money(t.priceAfter, (r) => r.cenaPosle),
          money(t.valueBefore, (r) => r.vrPre),
          money(t.valueAfter, (r) => r.vrPosle),
          money(t.difference, (r) => r.vrPosle - r.vrPre),
        ],
        rows: lines,
        footer: [totalsRow(6, t.total, [l.money(doc.vrednostPre), l.money(doc.vrednostPosle), l.money(doc.vrednostPosle - doc.vrednostPre)])],
        after: [{ margin: [0, 36, 0, 0], columns: [signatureLine(t.issued), { text: t.stamp, alignment: 'center' }, signatureLine(t.checked)] }],
      }),
    );
    return sendPdf(reply, pdf, pdfFileName(`nivelacija-${doc.oznaka}`));
  });
}
