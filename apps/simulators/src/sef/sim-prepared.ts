import type { FastifyInstance } from 'fastify';
import { SEF_PREPARED_RETURN_PATH } from '@knjige/contract';
import { answer } from './sim-contract';
import { SimRefusal, simDay, type SimState } from './sim-state';
import type { SimVatState } from './sim-vat';

/**
 * SEF's prepared VAT return (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return), computed by the simulator's own reading of what it holds, not by the product's rules:
 * the e-invoices a key issued and received with their statuses, and its VAT records in force.
 * Fields are the PPPDV's codes, amounts in dinars.
 */

interface Subtotal {
  category: string;
  percent: number;
  base: number;
  vat: number;
}

interface VatFacts {
  creditNote: boolean;
  typeCode: string;
  taxDay: string;
  currency: string;
  subtotals: Subtotal[];
  /** the VAT in dinars of a document in another currency */
  vatRsd: number | null;
}

const tag = (name: string) => `(?:\\w+:)?${name}`;
const textOf = (xml: string, name: string): string | null => new RegExp(`<${tag(name)}(?:\\s[^>]*)?>([^<]*)</${tag(name)}>`).exec(xml)?.[1]?.trim() ?? null;
const blocks = (xml: string, name: string): string[] => [...xml.matchAll(new RegExp(`<${tag(name)}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag(name)}>`, 'g'))].map((m) => m[1]!);
const cents = (s: string | null) => Math.round(Number(s ?? 0) * 100);

/** The VAT a UBL document says: its subtotals, its VAT point (the delivery day under code 35, else the issue day), its currency. */
function vatFacts(xml: string): VatFacts | null {
  const body = xml.replace(/<(?:\w+:)?UBLExtensions>[\s\S]*?<\/(?:\w+:)?UBLExtensions>/, '');
  const creditNote = /<(?:\w+:)?CreditNote[\s>]/.test(body);
  const issue = textOf(body, 'IssueDate');
  if (!issue) return null;
  const period = blocks(body, 'InvoicePeriod')[0] ?? '';
  const delivery = textOf(blocks(body, 'Delivery')[0] ?? '', 'ActualDeliveryDate');
  const taxDay = !creditNote && textOf(period, 'DescriptionCode') === '35' && delivery ? delivery : issue;
  const currency = textOf(body, 'DocumentCurrencyCode') ?? 'RSD';
  const totals = blocks(body, 'TaxTotal');
  const own = totals.find((t) => blocks(t, 'TaxSubtotal').length > 0) ?? '';
  const rsd = totals.map((t) => new RegExp(`<${tag('TaxAmount')}[^>]*currencyID="RSD"[^>]*>([^<]*)<`).exec(t)?.[1]).find((v) => v !== undefined);
  return {
    creditNote,
    typeCode: textOf(body, creditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode') ?? (creditNote ? '381' : '380'),
    taxDay,
    currency,
    vatRsd: currency === 'RSD' || rsd === undefined ? null : cents(rsd),
    subtotals: blocks(own, 'TaxSubtotal').map((s) => {
      const category = blocks(s, 'TaxCategory')[0] ?? '';
      return { category: textOf(category, 'ID') ?? '', percent: Number(textOf(category, 'Percent') ?? 0), base: cents(textOf(s, 'TaxableAmount')), vat: cents(textOf(s, 'TaxAmount')) };
    }),
  };
}

type Fields = Map<string, number>;
const put = (fields: Fields, code: string, cents: number) => fields.set(code, (fields.get(code) ?? 0) + cents);
const monthOf = (day: string) => day.slice(0, 7);

/** A document's VAT in dinars per subtotal: its own, or its share of the dinar VAT of one in another currency. */
function vatOf(f: VatFacts, s: Subtotal): number {
  if (f.currency === 'RSD') return s.vat;
  const all = f.subtotals.reduce((t, x) => t + x.vat, 0);
  return all === 0 || f.vatRsd === null ? 0 : Math.round((f.vatRsd * s.vat) / all);
}

/** An issued invoice: output by rate, reverse charge and exemptions as bases; an advance invoice its VAT only. */
function issued(fields: Fields, f: VatFacts): void {
  const sign = f.creditNote || f.typeCode === '381' ? -1 : 1;
  const advance = f.typeCode === '386';
  const inDinars = f.currency === 'RSD';
  for (const s of f.subtotals) {
    const special = s.percent === 10;
    if (s.category === 'S') {
      if (!advance && inDinars) put(fields, special ? '004' : '003', sign * s.base);
      put(fields, special ? '104' : '103', sign * vatOf(f, s));
    } else if (!advance && inDinars) {
      const code = { AE: '003', Z: '001', E: '002' }[s.category];
      if (code) put(fields, code, sign * s.base);
    }
  }
}

/** An internal invoice: the VAT we compute, owed (103, 104) and deducted with its base (008, 108). */
function internal(fields: Fields, f: VatFacts): void {
  for (const s of f.subtotals) {
    if (s.category !== 'S') continue;
    put(fields, s.percent === 10 ? '104' : '103', s.vat);
    put(fields, '008', s.base);
    put(fields, '108', s.vat);
  }
}

/** A received invoice deducted in the month: its standard-rated base (not an advance's) and VAT. */
function received(fields: Fields, f: VatFacts): void {
  const sign = f.creditNote || f.typeCode === '381' ? -1 : 1;
  for (const s of f.subtotals) {
    if (s.category !== 'S') continue;
    if (f.typeCode !== '386' && f.currency === 'RSD') put(fields, '008', sign * s.base);
    put(fields, '108', sign * vatOf(f, s));
  }
}

const SALES_OUT = new Set(['Draft', 'Mistake', 'Rejected', 'Cancelled', 'Storno', 'Deleted']);
const PURCHASE_OUT = new Set(['Rejected', 'Cancelled', 'Storno', 'Deleted']);
const RECORDED = 10;

/** The month (`YYYY-MM`) a received invoice is deducted in: its own when accepted by the 10th of the next month, else the month of its acceptance; a credit note its own. */
function deductedIn(f: VatFacts, acceptedOn: string | null): string | null {
  const own = monthOf(f.taxDay);
  if (f.creditNote || f.typeCode === '381') return own;
  if (!acceptedOn) return null;
  const [y, m] = own.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return acceptedOn <= `${next}-10` ? own : monthOf(acceptedOn);
}

/** The prepared return of a key's month: every field, in para. */
export function preparedFields(state: SimState, vat: SimVatState, apiKey: string, year: number, month: number): Fields {
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const fields: Fields = new Map(['001', '002', '003', '004', '006', '007', '008', '103', '104', '106', '107', '108'].map((c) => [c, 0]));
  for (const inv of state.sales.values()) {
    if (inv.apiKey !== apiKey || SALES_OUT.has(inv.status)) continue;
    const f = vatFacts(inv.xml);
    if (!f || monthOf(f.taxDay) !== period) continue;
    // an internal invoice, addressed to ourselves: the VAT we owe and deduct, as its individual record would (docs/decisions.md#internal-invoices-on-sef)
    const self = inv.facts.supplier.vatNumber !== '' && inv.facts.supplier.vatNumber === inv.facts.buyer.vatNumber;
    if (self) internal(fields, f);
    else issued(fields, f);
  }
  for (const inv of state.purchases.values()) {
    if (inv.apiKey !== apiKey || PURCHASE_OUT.has(inv.status)) continue;
    const f = vatFacts(inv.xml);
    const approved = state.events.filter((e) => e.side === 'purchase' && e.invoiceId === inv.purchaseInvoiceId && e.status === 'Approved').at(-1);
    if (f && deductedIn(f, inv.status === 'Approved' && approved ? simDay(approved.at) : null) === period) received(fields, f);
  }
  for (const r of vat.records.values()) {
    if (r.apiKey !== apiKey || r.status !== RECORDED || Number(r.body.year) !== year || Number(r.body.vatPeriod) !== month) continue;
    const n = (k: string) => (typeof r.body[k] === 'number' ? Math.round((r.body[k] as number) * 100) : 0);
    if (r.side === 'group') {
      put(fields, '003', n('baseAmount20'));
      put(fields, '103', n('calculatedVat20'));
      put(fields, '004', n('baseAmount10'));
      put(fields, '104', n('calculatedVat10'));
      continue;
    }
    put(fields, '103', n('noRealEstateCalculatedVat20'));
    put(fields, '104', n('noRealEstateCalculatedVat10'));
    if (r.body.documentType === 400 || r.body.documentType === 401) {
      put(fields, '008', n('noRealEstateBaseAmount20') + n('noRealEstateBaseAmount10'));
      put(fields, '108', n('noRealEstateCalculatedVat20') + n('noRealEstateCalculatedVat10'));
    }
  }
  const f = (c: string) => fields.get(c) ?? 0;
  fields.set('005', f('001') + f('002') + f('003') + f('004'));
  fields.set('105', f('103') + f('104'));
  fields.set('009', f('006') + f('007') + f('008'));
  fields.set('109', f('106') + f('107') + f('108'));
  fields.set('110', f('105') - f('109'));
  return fields;
}

/** What the simulator answers besides the computation: extra fields (a form SEF extended) or nothing. */
export interface SimPreparedFaults {
  /** fields added to every answer, e.g. `{ '111': 1 }` */
  extraFields: Record<string, number>;
}

/** `GET /api/publicApi/vat-return/prepared?year=&vatPeriod=`: a month from January 2027 that is over. */
export function registerPreparedReturn(app: FastifyInstance, state: SimState, vat: SimVatState, faults: SimPreparedFaults): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(SEF_PREPARED_RETURN_PATH, (request, reply) =>
    answer(request, reply, () => {
      const year = Number(request.query.year);
      const month = Number(request.query.vatPeriod);
      if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) throw new SimRefusal('VatPeriodNotValid', 'The VAT period is not valid.', 'vatPeriod');
      const period = `${year}-${String(month).padStart(2, '0')}`;
      if (period < '2027-01') throw new SimRefusal('PreparedVatReturnNotAvailable', 'A prepared return exists from the tax period of January 2027.', 'vatPeriod');
      if (period >= monthOf(state.today())) throw new SimRefusal('PreparedVatReturnNotAvailable', 'The tax period is not over.', 'vatPeriod');
      const fields = preparedFields(state, vat, request.simApiKey ?? '', year, month);
      for (const [code, amount] of Object.entries(faults.extraFields)) fields.set(code, amount * 100);
      return {
        Year: year,
        VatPeriod: month,
        Status: 'Prepared',
        PreparedUtc: state.now().toISOString(),
        Fields: [...fields].map(([Code, cents]) => ({ Code, Amount: cents / 100 })),
      };
    }),
  );
}
