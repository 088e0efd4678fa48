import { printNames, type DocPrints, type DocStatus } from '@knjige/contract';
import type { VatSummaryRow } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { artMain } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { zeroRateDescriptions } from './print-kit.repo';
import type { Party, Seller } from './parties';

/** The resource of the document an invoice print is made of (a sales invoice, a retail invoice, a pro-forma: the families with `invoiceModel`). */
export type InvoiceVDoc = string;

/** The invoice layouts the print knows (docs/domain.md#states-and-defaults: a sales invoice's storno variant once reversed); a family's entry names those it prints. */
const invoicePrintTypes = ['racun-otpremnica', 'racun', 'otpremnica', 'storno-racun-otpremnica', 'predracun'] as const;
export type InvoicePrintType = (typeof invoicePrintTypes)[number];

const isPrintType = (prints: DocPrints, type: string): type is InvoicePrintType =>
  (prints.names.includes(type) || prints.storno === type) && invoicePrintTypes.some((known) => known === type);

export interface InvoiceLine {
  sifra: string;
  naziv: string;
  mera: string;
  /** thousandths */
  kolicina: number;
  /** without VAT (sales, pro-forma) or with it (retail receipts) */
  cena: number;
  /** thousandths of a percent */
  rabat: number;
  /** hundredths of a percent */
  stopa: number;
  /** the line's amount after discount, priced like `cena` */
  iznos: number;
}

/** Everything an invoice print shows, read once from the database. */
export interface InvoiceModel {
  vDoc: InvoiceVDoc;
  type: InvoicePrintType;
  storno: boolean;
  oznaka: string;
  datum: string;
  datumPrometa: string;
  datumIsporuke: string;
  datumDospeca: string;
  /** place of issue: the warehouse's place, else the seller's city */
  mesto: string;
  /** further facts in print order: label key → value (empty values are left out) */
  facts: Array<{ key: 'orderNo' | 'contractNo' | 'tenderNo' | 'deliveryPlace' | 'validity' | 'payment' | 'warehouse'; value: string }>;
  seller: Seller;
  buyer: Party;
  lines: InvoiceLine[];
  pricesIncludeVat: boolean;
  rates: VatSummaryRow[];
  osnovica: number;
  pdvIznos: number;
  iznos: number;
  /** what the buyer pays by transfer (the retail invoice's wire-transfer part) */
  payable: number;
  /** what the buyer paid at the counter (a cash retail invoice: all of it) */
  paidInCash: number;
  /** the account payments go to (the invoice's own, else the seller's) */
  account: string;
  /** model-97 reference without the model */
  reference: string;
  notes: string[];
  /** the fiscal receipts a retail invoice is made of */
  receipts: string[];
  /** descriptions of the 0 % rates the lines use: the reason VAT is not charged */
  exemptions: string[];
  /** a foreign-currency invoice: its currency, rate and supply date, and its totals in it (its lines are in it; the VAT table and the totals above in dinars) */
  currency?: { valuta: string; kurs: number; datum: string; osnovica: number; pdvIznos: number; iznos: number };
  /**
   * an invoice in a foreign currency (an export): the company's account in that currency, printed
   * instead of the dinar account and the model-97 reference (null: the company has none in it)
   */
  foreignAccount?: { valuta: string; iban: string; bic: string; banka: string } | null;
  /** a domestic reverse-charge invoice (AE): the recipient owes the VAT, and the print says so */
  reverseCharge?: boolean;
  /** a final invoice's advances deducted (their labels, and their base and VAT per rate): `payable` is the whole gross less them */
  advances?: { labels: string[]; rates: VatSummaryRow[] };
}

export const negate = (m: InvoiceModel): InvoiceModel => ({
  ...m,
  lines: m.lines.map((l) => ({ ...l, kolicina: -l.kolicina, iznos: -l.iznos })),
  rates: m.rates.map((r) => ({ stopa: r.stopa, osnovica: -r.osnovica, pdvIznos: -r.pdvIznos, iznos: -r.iznos })),
  osnovica: -m.osnovica,
  pdvIznos: -m.pdvIznos,
  iznos: -m.iznos,
  payable: -m.payable,
  paidInCash: -m.paidInCash,
  ...(m.advances ? { advances: { labels: m.advances.labels, rates: m.advances.rates.map((r) => ({ stopa: r.stopa, osnovica: -r.osnovica, pdvIznos: -r.pdvIznos, iznos: -r.iznos })) } } : {}),
});

/** The company's descriptions of the 0 % rates, when some line is at 0 %. */
export async function exemptionsOf(tx: Reader, companyId: number, lines: InvoiceLine[]): Promise<string[]> {
  if (!lines.some((l) => l.stopa === 0)) return [];
  return zeroRateDescriptions(tx, companyId);
}

/** A type this document cannot be printed as: a type of another family is unknown (404); storno before the document is reversed is a conflict. */
export function checkType(prints: DocPrints, type: string, status: DocStatus): InvoicePrintType {
  if (!isPrintType(prints, type)) throw notFound('error.print.type');
  if (type === prints.storno && !printNames(prints, status).includes(type)) throw conflict('error.print.not-storno');
  return type;
}

export const saleLineColumns = {
  sifra: artMain.intSifra,
  naziv: artMain.artNaziv,
  mera: artMain.meraCode,
};
