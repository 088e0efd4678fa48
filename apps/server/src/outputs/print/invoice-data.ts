import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { fakEntry, printNames, prnEntry, prodEntry, type DocPrints, type DocStatus } from '@knjige/contract';
import { documentReference, saleTotals, type VatSummaryRow } from '@knjige/domain';
import type { Tx } from '../../platform/db/client';
import { artMain, artPdv, docFak, docFakItems, docProd, docProdItems, docPrn, docPrnItems, magMain } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { CASH_SUB_TYPE, readRetailLines, retailVat } from '../../documents/fak/fak-lines';
import { clientOf, sellerOf, type Party, type Seller } from './parties';

/** The documents an invoice print is made of: a sales invoice, a retail invoice, a pro-forma. */
export type InvoiceVDoc = 'doc-prod' | 'doc-fak' | 'doc-prn';

const entries = { 'doc-prod': prodEntry, 'doc-fak': fakEntry, 'doc-prn': prnEntry };

/** The prints the registry names for the three families (spec §4: a sales invoice's storno variant once reversed). */
export type InvoicePrintType =
  | (typeof prodEntry.prints.names)[number]
  | typeof prodEntry.prints.storno
  | (typeof fakEntry.prints.names)[number]
  | (typeof prnEntry.prints.names)[number];

const isPrintType = (vDoc: InvoiceVDoc, type: string): type is InvoicePrintType => {
  const prints: DocPrints = entries[vDoc].prints;
  return prints.names.includes(type) || prints.storno === type;
};

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
}

const negate = (m: InvoiceModel): InvoiceModel => ({
  ...m,
  lines: m.lines.map((l) => ({ ...l, kolicina: -l.kolicina, iznos: -l.iznos })),
  rates: m.rates.map((r) => ({ stopa: r.stopa, osnovica: -r.osnovica, pdvIznos: -r.pdvIznos, iznos: -r.iznos })),
  osnovica: -m.osnovica,
  pdvIznos: -m.pdvIznos,
  iznos: -m.iznos,
  payable: -m.payable,
  paidInCash: -m.paidInCash,
});

/** The company's descriptions of the 0 % rates, when some line is at 0 %. */
async function exemptionsOf(tx: Tx, companyId: number, lines: InvoiceLine[]): Promise<string[]> {
  if (!lines.some((l) => l.stopa === 0)) return [];
  const rows = await tx
    .select({ opis: artPdv.opis })
    .from(artPdv)
    .where(and(eq(artPdv.companyId, companyId), eq(artPdv.stopa, 0)));
  return rows.map((r) => r.opis);
}

/** A type this document cannot be printed as: a type of another family is unknown (404); storno before the document is reversed is a conflict. */
function checkType(vDoc: InvoiceVDoc, type: string, status: DocStatus): InvoicePrintType {
  if (!isPrintType(vDoc, type)) throw notFound('error.print.type');
  const prints: DocPrints = entries[vDoc].prints;
  if (type === prints.storno && !printNames(prints, status).includes(type)) throw conflict('error.print.not-storno');
  return type;
}

const saleLineColumns = {
  sifra: artMain.intSifra,
  naziv: artMain.artNaziv,
  mera: artMain.meraCode,
};

async function salesModel(tx: Tx, companyId: number, vDoc: 'doc-prod' | 'doc-prn', docId: number, type: string): Promise<InvoiceModel> {
  const prod = vDoc === 'doc-prod';
  const header = prod ? docProd : docPrn;
  const items = prod ? docProdItems : docPrnItems;
  const [doc] = await tx
    .select()
    .from(header)
    .where(and(eq(header.id, docId), eq(header.companyId, companyId)));
  if (!doc) throw notFound();
  const printType = checkType(vDoc, type, doc.status);
  const [lines, seller, buyer, mag] = await Promise.all([
    tx
      .select({ ...saleLineColumns, kolicina: items.kolicina, cena: items.prodCena, rabat: items.rabat, stopa: items.pdvStopa, iznos: items.iznos })
      .from(items)
      .innerJoin(artMain, eq(artMain.id, items.artId))
      .where(eq(items.docId, docId))
      .orderBy(asc(items.id)),
    sellerOf(tx, companyId),
    clientOf(tx, companyId, doc.komId),
    doc.magId === null ? Promise.resolve([]) : tx.select({ naziv: magMain.magNaziv, mesto: magMain.mesto }).from(magMain).where(eq(magMain.id, doc.magId)),
  ]);
  const totals = saleTotals(lines.map((l) => ({ pdvStopa: l.stopa, iznos: l.iznos })));
  const p = 'datumPrometa' in doc ? doc : null;
  const model: InvoiceModel = {
    vDoc,
    type: printType,
    storno: doc.status === 'storno',
    oznaka: doc.oznaka,
    datum: doc.datum,
    datumPrometa: p?.datumPrometa ?? '',
    datumIsporuke: p?.datumIsporuke ?? '',
    datumDospeca: p?.datumDospeca ?? '',
    mesto: mag[0]?.mesto || seller.city,
    facts: [
      { key: 'orderNo' as const, value: p?.brojNarudzbenice ?? '' },
      { key: 'contractNo' as const, value: p?.brojUgovora ?? '' },
      { key: 'tenderNo' as const, value: p?.brojTendera ?? '' },
      { key: 'warehouse' as const, value: mag[0]?.naziv ?? '' },
      { key: 'validity' as const, value: doc.vaznost },
      { key: 'payment' as const, value: doc.placanje },
    ].filter((f) => f.value !== ''),
    seller,
    buyer,
    lines,
    pricesIncludeVat: false,
    ...totals,
    payable: totals.iznos,
    paidInCash: 0,
    account: p?.placanjeTracun || seller.tracun,
    reference: p?.placanjeModel === '97' && p.placanjeRef ? p.placanjeRef.replace(/[\s-]/g, '') : documentReference(doc.oznaka),
    notes: [doc.napomena, p?.dodatnaNapomena ?? ''].filter((n) => n.trim() !== ''),
    receipts: [],
    exemptions: await exemptionsOf(tx, companyId, lines),
  };
  return printType === 'storno-racun-otpremnica' ? negate(model) : model;
}

async function retailModel(tx: Tx, companyId: number, docId: number, type: string): Promise<InvoiceModel> {
  const [doc] = await tx
    .select()
    .from(docFak)
    .where(and(eq(docFak.id, docId), eq(docFak.companyId, companyId)));
  if (!doc) throw notFound();
  const printType = checkType('doc-fak', type, doc.status);
  const [retailLines, seller, buyer, links] = await Promise.all([
    readRetailLines(tx, docId),
    sellerOf(tx, companyId),
    clientOf(tx, companyId, doc.komId),
    tx
      .select({ oznaka: docFakItems.docOznaka })
      .from(docFakItems)
      .where(and(eq(docFakItems.docId, docId), isNotNull(docFakItems.fisId)))
      .orderBy(asc(docFakItems.id)),
  ]);
  const lines = retailLines.map((l) => ({ sifra: l.intSifra, naziv: l.artNaziv, mera: l.meraCode, kolicina: l.kolicina, cena: l.prodCena, rabat: 0, stopa: l.pdvStopa, iznos: l.iznos }));
  const rates = retailVat(retailLines);
  const sum = (pick: (r: VatSummaryRow) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const iznos = sum((r) => r.iznos);
  return {
    vDoc: 'doc-fak',
    type: printType,
    storno: doc.status === 'storno',
    oznaka: doc.oznaka,
    datum: doc.datum,
    datumPrometa: doc.datum,
    datumIsporuke: '',
    datumDospeca: doc.datumDospeca,
    mesto: seller.city,
    facts: [
      { key: 'orderNo' as const, value: doc.brojNarudzbenice },
      { key: 'contractNo' as const, value: doc.brojUgovora },
      { key: 'tenderNo' as const, value: doc.brojTendera },
    ].filter((f) => f.value !== ''),
    seller,
    buyer,
    lines,
    pricesIncludeVat: true,
    rates,
    osnovica: sum((r) => r.osnovica),
    pdvIznos: sum((r) => r.pdvIznos),
    iznos,
    payable: doc.zaUplatu,
    paidInCash: doc.vSubDoc === CASH_SUB_TYPE ? iznos - doc.zaUplatu : 0,
    account: seller.tracun,
    reference: documentReference(doc.oznaka),
    notes: [doc.napomena].filter((n) => n.trim() !== ''),
    receipts: links.map((l) => l.oznaka),
    exemptions: await exemptionsOf(tx, companyId, lines),
  };
}

/** The invoice model of a document of the company (404 for another company's or an unknown type). */
export function loadInvoice(tx: Tx, companyId: number, vDoc: InvoiceVDoc, docId: number, type: string): Promise<InvoiceModel> {
  return vDoc === 'doc-fak' ? retailModel(tx, companyId, docId, type) : salesModel(tx, companyId, vDoc, docId, type);
}
