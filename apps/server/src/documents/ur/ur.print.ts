import { urDoc, urEntry, urItem } from '@knjige/contract';
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

/**
 * An incoming invoice's prints, `GET /v1/doc-ur/{name}/print/{id}`: its purchase calculation
 * (kalkulacija) or its goods receipt (prijem-robe). The segment the spec calls `{vPromet}` names
 * the print. The family's `prints` in its registry entry.
 */
export function urPrints(app: App, { db }: AppContext, service: DocumentService): void {
  app.get('/doc-ur/:type/print/:id', { schema: { params, querystring: printQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    if (!known(urEntry.prints, type)) throw notFound('error.print.type');
    const companyId = sessionOf(request).companyId;
    const doc = urDoc.parse(await service.read(db, companyId, id));
    const lines = (await collect(allPages((p) => service.listItems(db, companyId, id, p)))).map((r) => urItem.parse(r));
    const l = printLocale(request.query.lang);
    const t = l.t;
    const seller = await sellerOf(db, companyId);
    const calculation = type === 'kalkulacija';
    const title = `${calculation ? t.calculation : t.goodsReceipt} ${doc.oznaka}`;
    type Line = (typeof lines)[number];
    // the calculation's fifteen columns fit a landscape A4 in the compact table (the name takes what is left)
    const base = [
      { header: t.no, width: calculation ? 16 : 18, align: 'right' as const, cell: (_r: Line, i: number) => String(i + 1) },
      { header: t.code, width: calculation ? 40 : 44, cell: (r: Line) => r.artikl.intSifra },
      { header: t.article, width: '*' as const, cell: (r: Line) => r.artikl.artNaziv },
      { header: t.unit, width: calculation ? 22 : 24, cell: (r: Line) => r.artikl.mera },
      { header: t.qty, width: calculation ? 46 : 50, align: 'right' as const, cell: (r: Line) => l.qty(r.kolicina) },
    ];
    const money = (header: string, pick: (r: Line) => number, width = 48) => ({ header, width, align: 'right' as const, cell: (r: Line) => l.money(pick(r)) });
    // the dependent costs' share of each line and its cost price with them, as the lock books them into stock (the margin is over it)
    const hasCosts = doc.zavisniTr !== 0;
    const costColumns = hasCosts ? [money(t.costShare, (r) => r.zavisniTr, 54), money(t.costPrice, (r) => r.nabCenaTr, 50)] : [];
    const foreign = doc.valuta !== 'RSD' ? [`${t.invoiceCurrency}: ${doc.valuta}   ${t.rateLabel}: ${l.exchangeRate(doc.kurs)}   ${t.invoicePrice}: ${l.money(doc.devVrednost)} ${doc.valuta}`] : [];
    const pdf = await renderPdf(
      tableDocument({
        company: seller.naziv,
        pageOf: l.pageOf,
        footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }),
        title,
        landscape: calculation,
        subtitle: [
          `${t.supplier}: ${doc.komNaziv}`,
          `${t.supplierDoc}: ${doc.dokBroj} ${doc.dokDatum ? l.date(doc.dokDatum) : ''}`,
          `${t.warehouse}: ${doc.magNaziv}`,
          `${t.docDate}: ${l.date(doc.datum)}`,
          ...foreign,
        ],
        columns: calculation
          ? [
              ...base,
              money(t.invoicePrice, (r) => r.fakCena),
              { header: t.discount, width: 30, align: 'right', cell: (r) => (r.rabat1 ? l.percent(r.rabat1, 3) : '') },
              money(t.purchasePrice, (r) => r.nabCena),
              money(t.purchaseValue, (r) => r.nabVr, 58),
              ...costColumns,
              { header: t.vatRate, width: 26, align: 'right', cell: (r) => l.percent(r.pdvStopa, 2) },
              { header: t.margin, width: 36, align: 'right', cell: (r) => l.marginPercent(r.ruc) },
              money(t.salePrice, (r) => r.prodCena),
              money(t.saleValue, (r) => r.prodVr, 58),
            ]
          : base,
        compact: calculation,
        rows: lines,
        footer: calculation ? [totalsRow(8, t.total, [l.money(doc.nabVrednost - doc.zavisniTr), ...(hasCosts ? [l.money(doc.zavisniTr), ''] : []), '', '', '', l.money(doc.prodVrednost)])] : [],
        after: calculation
          ? [
              {
                margin: [0, 8, 0, 0],
                text: `${t.invoicePrice}: ${l.money(doc.fakVrednost)}   ${t.discount}: ${l.money(doc.rabatVrednost)}   ${hasCosts ? `${t.dependentCosts}: ${l.money(doc.zavisniTr)}   ` : ''}${t.purchaseValue}: ${l.money(doc.nabVrednost)}   ${t.vat}: ${l.money(doc.nabPdv)}   ${t.total}: ${l.money(doc.nabIznos)}`,
              },
            ]
          : [{ margin: [0, 36, 0, 0], columns: [signatureLine(t.received), { text: t.stamp, alignment: 'center' }, signatureLine(t.checked)] }],
      }),
    );
    return sendPdf(reply, pdf, pdfFileName(`${type}-${doc.oznaka}`));
  });
}
