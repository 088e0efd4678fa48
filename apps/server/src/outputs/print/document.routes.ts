import { nivDoc, nivEntry, nivItem, urDoc, urEntry, urItem, z, type DocPrints, pathId } from '@knjige/contract';
import type { Content } from 'pdfmake/interfaces';
import { documentService } from '../../documents/document.service';
import { nivFamily } from '../../documents/niv/niv.family';
import { urFamily } from '../../documents/ur/ur.family';
import { sessionOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { allPages } from '../../platform/xlsx-export';
import { pdfFileName, today } from './invoice-pdf';
import { sellerOf } from './parties';
import { collect, renderPdf, tableDocument, totalsRow } from './pdf';
import { printQuery, sendPdf } from './print-auth';
import { printLocale } from './texts';

const params = z.object({ type: z.string(), id: pathId() });

const known = (prints: DocPrints, name: string) => prints.names.includes(name);

const signatureLine = (label: string): Content => ({
  stack: [{ canvas: [{ type: 'line', x1: 10, y1: 0, x2: 160, y2: 0, lineWidth: 0.5 }] }, { text: label, style: 'small', alignment: 'center', margin: [0, 2, 0, 0] }],
});

/**
 * The goods documents' prints, `GET /v1/{doc-ur|doc-niv}/{name}/print/{id}`: an incoming invoice
 * as its purchase calculation (kalkulacija) or its goods receipt (prijem-robe), a price
 * adjustment (nivelacija). The segment the spec calls `{vPromet}` names the print.
 */
export function documentPrintModule(app: App, { db }: AppContext): void {
  const purchases = documentService(urFamily);
  const adjustments = documentService(nivFamily);

  app.get('/doc-ur/:type/print/:id', { schema: { params, querystring: printQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    if (!known(urEntry.prints, type)) throw notFound('error.print.type');
    const companyId = sessionOf(request).companyId;
    const doc = urDoc.parse(await purchases.read(db, companyId, id));
    const lines = (await collect(allPages((p) => purchases.listItems(db, companyId, id, p)))).map((r) => urItem.parse(r));
    const l = printLocale(request.query.lang);
    const t = l.t;
    const seller = await sellerOf(db, companyId);
    const calculation = type === 'kalkulacija';
    const title = `${calculation ? t.calculation : t.goodsReceipt} ${doc.oznaka}`;
    type Line = (typeof lines)[number];
    const base = [
      { header: t.no, width: 18, align: 'right' as const, cell: (_r: Line, i: number) => String(i + 1) },
      { header: t.code, width: 44, cell: (r: Line) => r.artikl.intSifra },
      { header: t.article, width: '*' as const, cell: (r: Line) => r.artikl.artNaziv },
      { header: t.unit, width: 24, cell: (r: Line) => r.artikl.mera },
      { header: t.qty, width: 50, align: 'right' as const, cell: (r: Line) => l.qty(r.kolicina) },
    ];
    const money = (header: string, pick: (r: Line) => number, width = 58) => ({ header, width, align: 'right' as const, cell: (r: Line) => l.money(pick(r)) });
    const pdf = await renderPdf(
      tableDocument({
        company: seller.naziv,
        pageOf: l.pageOf,
        footNote: l.fill(t.printedAt, { d: l.date(today()) }),
        title,
        landscape: calculation,
        subtitle: [
          `${t.supplier}: ${doc.komNaziv}`,
          `${t.supplierDoc}: ${doc.dokBroj} ${doc.dokDatum ? l.date(doc.dokDatum) : ''}`,
          `${t.warehouse}: ${doc.magNaziv}`,
          `${t.docDate}: ${l.date(doc.datum)}`,
        ],
        columns: calculation
          ? [
              ...base,
              money(t.invoicePrice, (r) => r.fakCena),
              { header: t.discount, width: 36, align: 'right', cell: (r) => (r.rabat1 ? l.percent(r.rabat1, 3) : '') },
              money(t.purchasePrice, (r) => r.nabCena),
              money(t.purchaseValue, (r) => r.nabVr, 66),
              { header: t.vatRate, width: 32, align: 'right', cell: (r) => l.percent(r.pdvStopa, 2) },
              { header: t.margin, width: 40, align: 'right', cell: (r) => l.percent(r.ruc, 2) },
              money(t.salePrice, (r) => r.prodCena),
              money(t.saleValue, (r) => r.prodVr, 66),
            ]
          : base,
        rows: lines,
        footer: calculation ? [totalsRow(8, t.total, [l.money(doc.nabVrednost), '', '', '', l.money(doc.prodVrednost)])] : [],
        after: calculation
          ? [
              {
                margin: [0, 8, 0, 0],
                text: `${t.invoicePrice}: ${l.money(doc.fakVrednost)}   ${t.discount}: ${l.money(doc.rabatVrednost)}   ${t.purchaseValue}: ${l.money(doc.nabVrednost)}   ${t.vat}: ${l.money(doc.nabPdv)}   ${t.total}: ${l.money(doc.nabIznos)}`,
              },
            ]
          : [{ margin: [0, 36, 0, 0], columns: [signatureLine(t.received), { text: t.stamp, alignment: 'center' }, signatureLine(t.checked)] }],
      }),
    );
    return sendPdf(reply, pdf, pdfFileName(`${type}-${doc.oznaka}`));
  });

  app.get('/doc-niv/:type/print/:id', { schema: { params, querystring: printQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    if (!known(nivEntry.prints, type)) throw notFound('error.print.type');
    const companyId = sessionOf(request).companyId;
    const doc = nivDoc.parse(await adjustments.read(db, companyId, id));
    const lines = (await collect(allPages((p) => adjustments.listItems(db, companyId, id, p)))).map((r) => nivItem.parse(r));
    const l = printLocale(request.query.lang);
    const t = l.t;
    const seller = await sellerOf(db, companyId);
    type Line = (typeof lines)[number];
    const money = (header: string, pick: (r: Line) => number, width = 62) => ({ header, width, align: 'right' as const, cell: (r: Line) => l.money(pick(r)) });
    const pdf = await renderPdf(
      tableDocument({
        company: seller.naziv,
        pageOf: l.pageOf,
        footNote: l.fill(t.printedAt, { d: l.date(today()) }),
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
