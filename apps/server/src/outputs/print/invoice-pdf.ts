import type { Language } from '@knjige/contract';
import { amountInWords, belgradeToday, formatIban, ipsQrPayload, isAbroad } from '@knjige/domain';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import type { Reader } from '../../platform/db/client';
import { loadInvoice, type InvoiceModel } from './invoice-data';
import { boxLayout, keyValues, partyBlock } from '../../master/print-kit/print-blocks';
import { readableAccount } from '../../master/print-kit/parties';
import { flowTable, printDocument, renderPdf, totalsRow, type Column } from '../../master/print-kit/pdf';
import { qrCode } from './qr';
import { printLocale, type PrintLocale } from '../../master/print-kit/texts';

/** The title a print carries, by its type (a reversed document says so whatever type is printed). */
function titleOf(m: InvoiceModel, l: PrintLocale): string {
  const t = l.t;
  const base = { 'racun-otpremnica': t.invoiceDispatch, racun: m.pricesIncludeVat ? t.retailInvoice : t.invoice, otpremnica: t.dispatch, 'storno-racun-otpremnica': t.stornoInvoiceDispatch, predracun: t.proforma }[m.type];
  return m.storno && m.type !== 'storno-racun-otpremnica' ? `${t.storno} ${base}` : base;
}

/** The IPS QR payload of an invoice: what the buyer pays, to the account, with the model-97 reference over its number. */
export function invoiceQrPayload(m: InvoiceModel): string | null {
  // IPS pays dinars within Serbia: a foreign-currency invoice or a buyer abroad has no QR
  if (m.type === 'otpremnica' || m.currency || isAbroad(m.buyer.country)) return null;
  return ipsQrPayload({
    account: m.account,
    payee: [m.seller.naziv, m.seller.adresa, m.seller.mesto],
    amount: m.payable,
    purpose: `${m.type === 'predracun' ? 'Predračun' : 'Račun'} ${m.oznaka}`,
    reference: m.reference,
  });
}

function linesTable(m: InvoiceModel, l: PrintLocale, withPrices: boolean): Content {
  const t = l.t;
  type Line = InvoiceModel['lines'][number];
  const columns: Column<Line>[] = [
    { header: t.no, width: 18, align: 'right', cell: (_r, i) => String(i + 1) },
    { header: t.code, width: 46, cell: (r) => r.sifra },
    { header: t.article, width: '*', cell: (r) => r.naziv },
    { header: t.unit, width: 24, cell: (r) => r.mera },
    { header: t.qty, width: 50, align: 'right', cell: (r) => l.qty(r.kolicina) },
  ];
  if (!withPrices) return flowTable(columns, m.lines);
  const gross = m.pricesIncludeVat;
  // a foreign-currency invoice's lines are in its currency, and their headers say which
  const inCurrency = (header: string) => (m.currency ? `${header} ${l.fill(t.inCurrency, { c: m.currency.valuta })}` : header);
  columns.push(
    { header: inCurrency(gross ? t.priceWithVat : t.price), width: 56, align: 'right', cell: (r) => l.money(r.cena) },
    ...(gross ? [] : [{ header: t.discount, width: 36, align: 'right' as const, cell: (r: Line) => (r.rabat ? l.percent(r.rabat, 3) : '') }]),
    { header: t.vatRate, width: 32, align: 'right', cell: (r) => l.percent(r.stopa, 2) },
    { header: inCurrency(gross ? t.amountWithVat : t.amount), width: 64, align: 'right', cell: (r) => l.money(r.iznos) },
  );
  const sum = m.lines.reduce((s, r) => s + r.iznos, 0);
  return flowTable(columns, m.lines, [totalsRow(columns.length - 1, t.total, [l.money(sum)])]);
}

function vatTable(m: InvoiceModel, l: PrintLocale): Content {
  const t = l.t;
  const body: TableCell[][] = [
    [t.rate, t.base, t.vat, t.total].map((h, i) => ({ text: h, style: 'th', alignment: i ? ('right' as const) : ('left' as const) })),
    ...m.rates.map((r): TableCell[] => [l.percent(r.stopa, 2), { text: l.money(r.osnovica), alignment: 'right' }, { text: l.money(r.pdvIznos), alignment: 'right' }, { text: l.money(r.iznos), alignment: 'right' }]),
    [
      { text: t.total, bold: true },
      { text: l.money(m.osnovica), bold: true, alignment: 'right' },
      { text: l.money(m.pdvIznos), bold: true, alignment: 'right' },
      { text: l.money(m.iznos), bold: true, alignment: 'right' },
    ],
  ];
  return { table: { widths: ['auto', '*', '*', '*'], body }, layout: 'lightHorizontalLines' };
}

/** A final invoice's advances deducted per rate (docs/domain.md#advances): the advance invoices and their base and VAT. */
function advancesTable(m: InvoiceModel, l: PrintLocale): Content[] {
  const a = m.advances;
  if (!a?.rates.length) return [];
  const t = l.t;
  const sum = (k: 'osnovica' | 'pdvIznos' | 'iznos') => a.rates.reduce((s, r) => s + r[k], 0);
  const body: TableCell[][] = [
    [t.rate, t.base, t.vat, t.total].map((h, i) => ({ text: h, style: 'th', alignment: i ? ('right' as const) : ('left' as const) })),
    ...a.rates.map((r): TableCell[] => [l.percent(r.stopa, 2), { text: l.money(-r.osnovica), alignment: 'right' }, { text: l.money(-r.pdvIznos), alignment: 'right' }, { text: l.money(-r.iznos), alignment: 'right' }]),
    [
      { text: t.total, bold: true },
      { text: l.money(-sum('osnovica')), bold: true, alignment: 'right' },
      { text: l.money(-sum('pdvIznos')), bold: true, alignment: 'right' },
      { text: l.money(-sum('iznos')), bold: true, alignment: 'right' },
    ],
  ];
  return [
    { text: `${t.advancesTable}: ${a.labels.join(', ')}`, style: 'label', margin: [0, 6, 0, 2] },
    { table: { widths: ['auto', '*', '*', '*'], body }, layout: 'lightHorizontalLines' },
  ];
}

/**
 * Where the buyer pays: the dinar account and the model-97 reference; an invoice in a foreign
 * currency the company's account in that currency (IBAN, SWIFT / BIC, bank) and no reference (model
 * 97 is for dinar payments), or nothing when the company has no account in it.
 */
function paymentRows(m: InvoiceModel, l: PrintLocale): Array<[string, string]> {
  const t = l.t;
  if (m.foreignAccount === undefined) {
    return [
      [t.account, `${readableAccount(m.account)}${m.seller.banka ? ` (${m.seller.banka})` : ''}`],
      [t.reference, m.reference ? `97 ${m.reference}` : ''],
    ];
  }
  const a = m.foreignAccount;
  return a ? [[`${t.iban} (${a.valuta})`, formatIban(a.iban)], [t.bic, a.bic], [t.bank, a.banka]] : [];
}

/** The seller's account under its name: the one the invoice is paid to. */
const sellerAccountLines = (m: InvoiceModel, l: PrintLocale): string[] => {
  if (m.foreignAccount !== undefined) return m.foreignAccount ? [`${l.t.iban}: ${formatIban(m.foreignAccount.iban)}`, `${l.t.bic}: ${m.foreignAccount.bic}`] : [];
  return m.seller.tracun ? [`${l.t.account}: ${readableAccount(m.seller.tracun)}`] : [];
};

/** A label and value row of a key-value block, only when it applies. */
const rowWhen = (applies: boolean, label: string, value: string): Array<[string, string]> => (applies ? [[label, value]] : []);

function totalsBlock(m: InvoiceModel, l: PrintLocale, qr: string | null): Content {
  const t = l.t;
  // in words: what the buyer settles by this invoice, by transfer or (a cash invoice) at the counter
  const words = amountInWords(m.payable + m.paidInCash, l.language === 'sr-cyr' ? 'cyrillic' : 'latin');
  const c = m.currency;
  const payment: Array<[string, string]> = [
    // a foreign-currency invoice: its total in the currency and the rate, then the dinar amounts the books and the VAT take
    ...(c ? ([[l.fill(t.totalInCurrency, { c: c.valuta }), l.money(c.iznos)], [l.fill(t.exchangeRate, { c: c.valuta, d: l.date(c.datum) }), l.rate(c.kurs)]] as Array<[string, string]>) : []),
    [t.totalBase, l.money(m.osnovica)],
    [t.totalVat, l.money(m.pdvIznos)],
    [c ? t.totalInDinars : m.payable === m.iznos ? t.totalAmount : t.total, l.money(m.iznos)],
    ...rowWhen(!!m.advances?.rates.length, t.advances, l.money(-(m.advances?.rates.reduce((s, r) => s + r.iznos, 0) ?? 0))),
    ...rowWhen(m.paidInCash !== 0, t.paidInCash, l.money(m.paidInCash)),
    ...rowWhen(m.payable !== m.iznos, t.payable, l.money(m.payable)),
  ];
  return {
    unbreakable: true,
    margin: [0, 8, 0, 0],
    stack: [
      {
        columns: [
          { width: '*', stack: [...(c ? [{ text: t.inDinars, style: 'label', margin: [0, 0, 0, 2] } as Content] : []), vatTable(m, l), ...advancesTable(m, l)] },
          { width: 16, text: '' },
          { width: 190, stack: [keyValues(payment)] },
        ],
      },
      // in words: the dinars (the words' currency); a foreign-currency invoice is paid in its currency, written above
      ...(c ? [] : [{ margin: [0, 6, 0, 0], text: [{ text: `${t.inWords}: `, style: 'label' }, { text: words, italics: true }] } as Content]),
      {
        margin: [0, 8, 0, 0],
        columns: [
          {
            width: '*',
            stack: [
              keyValues([...paymentRows(m, l), [t.dueDate, l.date(m.datumDospeca)]]),
              ...m.exemptions.map((e): Content => ({ text: `${t.vatExempt}: ${l.script(e)}`, margin: [0, 4, 0, 0] })),
              ...(m.reverseCharge ? [{ text: t.reverseCharge, bold: true, margin: [0, 4, 0, 0] } as Content] : []),
              ...(m.seller.isPdv ? [] : [{ text: t.notVatPayer, margin: [0, 4, 0, 0] } as Content]),
            ],
          },
          qr ? { width: 110, stack: [qrCode(qr, 104), { text: t.payWith, style: 'small', alignment: 'center' }] } : { width: 0, text: '' },
        ],
      },
    ],
  };
}

function signatures(m: InvoiceModel, l: PrintLocale): Content {
  const t = l.t;
  const goods = m.type === 'racun-otpremnica' || m.type === 'otpremnica' || m.type === 'storno-racun-otpremnica';
  const names = goods ? [t.goodsIssued, t.stamp, t.goodsReceived] : [t.issued, t.stamp, ''];
  return {
    unbreakable: true,
    margin: [0, 28, 0, 0],
    columns: names.map((n) => ({
      stack: n ? [{ canvas: [{ type: 'line', x1: 10, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }] }, { text: n, style: 'small', alignment: 'center', margin: [0, 2, 0, 0] }] : [],
    })),
  };
}

/** The whole invoice as a pdfmake document (no database reads: the benchmark's floor renders this alone); `qr` is the IPS payload. */
export function invoiceDefinition(m: InvoiceModel, l: PrintLocale, qr: string | null, printedAt: string): TDocumentDefinitions {
  const t = l.t;
  const title = titleOf(m, l);
  const withPrices = m.type !== 'otpremnica';
  const header: Content = {
    columns: [
      partyBlock(t.seller, m.seller, l, sellerAccountLines(m, l)),
      {
        width: 230,
        stack: [
          { text: title, style: 'h1', alignment: 'right' },
          { text: m.oznaka, fontSize: 12, bold: true, alignment: 'right', margin: [0, 0, 0, 4] },
          keyValues([
            [t.place, l.script(m.mesto)],
            [t.issueDate, l.date(m.datum)],
            [t.supplyDate, l.date(m.datumPrometa)],
            ...rowWhen(m.type === 'otpremnica', t.deliveryDate, l.date(m.datumIsporuke)),
            ...rowWhen(withPrices && m.type !== 'predracun', t.dueDate, l.date(m.datumDospeca)),
          ]),
        ],
      },
    ],
  };
  const facts = m.facts.map((f): [string, string] => [t[f.key], f.value]);
  const content: Content[] = [
    header,
    { margin: [0, 10, 0, 8], columns: [{ table: { widths: ['*'], body: [[partyBlock(t.buyer, m.buyer, l)]] }, layout: boxLayout }, { width: 16, text: '' }, facts.length ? keyValues(facts) : { text: '' }] },
    linesTable(m, l, withPrices),
  ];
  if (withPrices) content.push(totalsBlock(m, l, qr));
  if (m.receipts.length) content.push({ margin: [0, 6, 0, 0], text: `${t.receipts}: ${m.receipts.join(', ')}` });
  for (const note of m.notes) content.push({ margin: [0, 6, 0, 0], text: [{ text: `${t.note}: `, style: 'label' }, note] });
  content.push(signatures(m, l));
  return printDocument({ company: m.seller.naziv, title: `${title} ${m.oznaka}`, subject: `${title} ${m.oznaka}`, pageOf: l.pageOf, footNote: l.t.printedAt.replace('{d}', printedAt) }, content);
}

export { pdfFileName } from '../../master/print-kit/pdf';

/**
 * An invoice, pro-forma or dispatch note of the company rendered to a PDF: usable without HTTP
 * (the e-invoice export embeds it). 404 for another company's document or a type the family does
 * not print; 409 for the storno variant of a document not reversed.
 */
export async function renderInvoicePdf(tx: Reader, companyId: number, vDoc: string, docId: number, type: string, language: Language): Promise<Buffer> {
  const model = await loadInvoice(tx, companyId, vDoc, docId, type);
  return renderInvoiceModel(model, language);
}

export async function renderInvoiceModel(model: InvoiceModel, language: Language): Promise<Buffer> {
  const locale = printLocale(language);
  return renderPdf(invoiceDefinition(model, locale, invoiceQrPayload(model), locale.date(belgradeToday())));
}
