import type { Language } from '@knjige/contract';
import { belgradeToday, ipsQrPayload } from '@knjige/domain';
import type { Content } from 'pdfmake/interfaces';
import { defaultDate, findPeriod } from '../../master/periods/period';
import type { Reader } from '../../platform/db/client';
import { openItems } from '../../reports/rpt-kom.repo';
import { clientOf, readableAccount, sellerOf, type Party } from '../../master/print-kit/parties';
import { flowTable, printDocument, renderPdf, totalsRow } from '../../master/print-kit/pdf';
import { qrCode } from './qr';
import { printLocale, type PrintLocale } from '../../master/print-kit/texts';

const party = (p: Party, pibLabel: string, mbLabel: string): Content => ({
  stack: [{ text: p.naziv, bold: true, fontSize: 10 }, p.adresa, p.mesto, ...(p.pib ? [`${pibLabel}: ${p.pib}`] : []), ...(p.maticniBroj ? [`${mbLabel}: ${p.maticniBroj}`] : [])],
});

/** A box to tick and its text (Roboto has no ballot-box glyph). */
const tick = (text: string): Content => ({
  margin: [0, 3, 0, 0],
  columns: [{ width: 14, canvas: [{ type: 'rect', x: 0, y: 1, w: 8, h: 8, lineWidth: 0.6 }] }, { width: '*', text }],
});

/** The date to fill in, the stamp and an authorised signature for one party. */
const signed = (l: PrintLocale, who: string, withDate: boolean): Content => ({
  margin: [0, 26, 0, 0],
  columns: [
    { text: withDate ? `${l.t.docDate}: ____________` : '' },
    { text: l.t.stamp, alignment: 'center' },
    {
      stack: [
        { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 160, y2: 0, lineWidth: 0.5 }] },
        { text: l.t.signature, style: 'small', alignment: 'center' },
        { text: l.fill(l.t.iosFor, { c: who }), style: 'small', alignment: 'center' },
      ],
    },
  ],
});

/** One line of the statement: an open item, or a payment not yet matched to one (an open credit). */
interface StatementLine {
  document: string;
  datum: string;
  dueDate: string;
  poziv: string | null;
  duguje: number;
  potrazuje: number;
}

/**
 * The open-items statement (IOS) of a client at a date, the form Serbian bookkeepers exchange to
 * agree a balance: our company and the partner, each open item (document, date, due date,
 * reference, debit or credit) and each payment not yet matched to an item (an overpayment or
 * advance, as an open credit), the totals and the balance, the request to confirm or dispute it
 * within 8 days, our stamp and signature, an IPS QR for the balance they owe, and below the cut
 * line the slip the partner signs and returns.
 */
export async function renderIosPdf(tx: Reader, companyId: number, komId: number, q: { periodId: number; datum?: string | undefined }, language: Language) {
  const period = await findPeriod(tx, companyId, q.periodId);
  const [seller, client] = await Promise.all([sellerOf(tx, companyId), clientOf(tx, companyId, komId)]);
  const datum = q.datum ?? defaultDate(period);
  const open = await openItems(tx, { companyId, periodId: q.periodId, komId }, datum);
  const l = printLocale(language);
  const t = l.t;
  const d = l.date(datum);
  // what they owe us on the statement, payable by scanning; nothing to scan when we owe them
  const payload = ipsQrPayload({ account: seller.tracun, payee: [seller.naziv, seller.adresa, seller.mesto], amount: open.saldo, purpose: l.fill(t.iosPurpose, { d }) });
  const lines: StatementLine[] = [
    ...open.items.map((r) => ({ document: r.docOznaka, datum: r.datum, dueDate: r.dueDate, poziv: r.poziv, duguje: r.dir === 'receivable' ? r.otvoreno : 0, potrazuje: r.dir === 'payable' ? r.otvoreno : 0 })),
    // a client's payment that closed nothing yet is in their favour; ours to them in our favour
    ...open.credits.map((r) => ({ document: `${r.docOznaka} ${t.iosCredit}`, datum: r.datum, dueDate: '', poziv: r.poziv, duguje: r.dir === 'payable' ? r.otvoreno : 0, potrazuje: r.dir === 'receivable' ? r.otvoreno : 0 })),
  ].sort((a, b) => (a.dueDate || a.datum).localeCompare(b.dueDate || b.datum));
  const amount = (v: number) => (v ? l.money(v) : '');
  const table = flowTable<StatementLine>(
    [
      { header: t.document, width: '*', cell: (r) => r.document },
      { header: t.docDate, width: 56, cell: (r) => l.date(r.datum) },
      { header: t.dueDate, width: 56, cell: (r) => l.date(r.dueDate) },
      { header: t.reference, width: 90, cell: (r) => (r.poziv ? `97 ${r.poziv}` : '') },
      { header: t.receivable, width: 64, align: 'right', cell: (r) => amount(r.duguje) },
      { header: t.payable2, width: 64, align: 'right', cell: (r) => amount(r.potrazuje) },
    ],
    lines,
    [totalsRow(4, t.total, [l.money(open.otvorenoDuguje), l.money(open.otvorenoPotrazuje)])],
  );
  const balance = `${open.saldo >= 0 ? t.balanceOurs : t.balanceYours}: ${l.money(Math.abs(open.saldo))}`;
  const slip: Content = {
    unbreakable: true,
    margin: [0, 18, 0, 0],
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, lineWidth: 0.6, dash: { length: 4 } }] },
      { text: l.fill(t.iosSlip, { d, c: seller.naziv }), style: 'h2' },
      { text: `${client.naziv}${client.pib ? `, ${t.pib}: ${client.pib}` : ''}`, margin: [0, 0, 0, 4] },
      { text: balance, bold: true, margin: [0, 0, 0, 6] },
      tick(t.iosConfirm),
      tick(t.iosDispute),
      { canvas: [0, 1, 2].map((i) => ({ type: 'line' as const, x1: 0, y1: 18 + i * 18, x2: 523, y2: 18 + i * 18, lineWidth: 0.4 })) },
      signed(l, client.naziv, true),
    ],
  };
  const title = `${t.ios} ${l.fill(t.iosAt, { d })}`;
  const content: Content[] = [
    {
      columns: [
        party(seller, t.pib, t.mb),
        { width: 240, stack: [{ text: t.ios, style: 'h1', alignment: 'right' }, { text: l.fill(t.iosAt, { d }), alignment: 'right', fontSize: 11 }] },
      ],
    },
    { margin: [0, 10, 0, 8], table: { widths: ['*'], body: [[{ stack: [{ text: t.client, style: 'label' }, party(client, t.pib, t.mb)] }]] } },
    { text: l.fill(t.iosIntro, { d }), margin: [0, 0, 0, 4] },
    table,
    {
      unbreakable: true,
      margin: [0, 8, 0, 0],
      stack: [
        {
          columns: [
            {
              width: '*',
              stack: [
                { text: balance, style: 'total' },
                { text: `${t.account}: ${readableAccount(seller.tracun)}${seller.banka ? ` (${seller.banka})` : ''}`, margin: [0, 4, 0, 0] },
                { text: t.iosReturn, margin: [0, 6, 0, 0] },
              ],
            },
            payload ? { width: 110, stack: [qrCode(payload, 104), { text: t.payWith, style: 'small', alignment: 'center' }] } : { width: 0, text: '' },
          ],
        },
        signed(l, seller.naziv, false),
      ],
    },
    slip,
  ];
  const pdf = await renderPdf(printDocument({ company: seller.naziv, title: `${title} – ${client.naziv}`, subject: title, pageOf: l.pageOf, footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }) }, content));
  return { pdf, fileName: `IOS-${client.naziv}-${datum}.pdf` };
}
