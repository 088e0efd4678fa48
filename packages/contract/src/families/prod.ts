import { z } from '../zod-config';
import { isoDate } from '../dates';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';

/**
 * Sales invoice with dispatch note: goods out of a wholesale warehouse (`vp`), out of a retail
 * shop invoicing a firm (`mp`), or services (`usluga`, no warehouse).
 */
export const prodEntry = familyEntry({
  vDoc: 'prod',
  resources: ['doc-prod'],
  route: '/izlazni-racuni',
  labelPrefix: 'IR',
  subTypes: { kind: 'fixed', values: ['vp', 'mp', 'usluga'] },
  partner: 'buyer',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'izlazni-racuni', create: 'izlazni-racuni-new' },
  attachments: true,
  einvoice: { despatch: true },
  prints: { names: ['racun-otpremnica', 'racun', 'otpremnica'], storno: 'storno-racun-otpremnica' },
});

/** The sub-type of a services invoice: no warehouse, no stock, service articles only. */
export const SERVICES_SUB_TYPE = 'usluga';

const text = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * What the SEF e-invoice embeds (spec §3 "xmlUpload"): `single` the invoice's PDF, `multi` the
 * invoice's and the dispatch note's, `none` neither (the document's attachments always).
 */
export const xmlUploads = ['single', 'multi', 'none'] as const;

/** The invoice fields a sales invoice and a pro-forma share (spec §3 "Sales and invoice", "Pro-forma"). */
const invoiceTerms = { valuta: text(20), vaznost: text(50), otprema: text(200), placanje: text(200) };

/** A warehouse is needed for goods; a services invoice has none (null; the spec's 0). */
const optionalWarehouse = z.number().int().min(0).nullable().optional().transform((v) => (v ? v : null));

export const prodInput = z.strictObject({
  ...docHeaderInput,
  magId: optionalWarehouse,
  komId: refId,
  ...invoiceTerms,
  brojNarudzbenice: text(50),
  brojTendera: text(50),
  brojUgovora: text(50),
  sifraObjekta: text(50),
  brojRacuna: text(50),
  brojOtpremnice: text(50),
  /** left out: the document date (spec §4 "Defaults on new documents"; the server fills it in) */
  datumDospeca: isoDate.optional(),
  datumIsporuke: isoDate.optional(),
  datumPrometa: isoDate.optional(),
  mestoIsporuke: text(200),
  vrstaPlacanja: text(10),
  periodObracuna: text(10),
  placanjeTracun: text(50),
  placanjeModel: text(2),
  placanjeRef: text(50),
  dodatnaNapomena: text(4000),
  xmlUpload: z.enum(xmlUploads).optional().default('single'),
});

const saleTotals = { osnovica: z.number().int(), pdvIznos: z.number().int(), iznos: z.number().int() };

export const prodDoc = docHeader.extend({
  magId: z.number().int().nullable(),
  magNaziv: z.string(),
  komId: z.number().int(),
  komNaziv: z.string(),
  valuta: z.string(),
  vaznost: z.string(),
  otprema: z.string(),
  placanje: z.string(),
  brojNarudzbenice: z.string(),
  brojTendera: z.string(),
  brojUgovora: z.string(),
  sifraObjekta: z.string(),
  brojRacuna: z.string(),
  brojOtpremnice: z.string(),
  datumDospeca: z.string(),
  datumIsporuke: z.string(),
  datumPrometa: z.string(),
  mestoIsporuke: z.string(),
  vrstaPlacanja: z.string(),
  periodObracuna: z.string(),
  placanjeTracun: z.string(),
  placanjeModel: z.string(),
  placanjeRef: z.string(),
  dodatnaNapomena: z.string(),
  xmlUpload: z.string(),
  /** the pro-forma this invoice was made from */
  prnId: z.number().int().nullable(),
  prnOznaka: z.string(),
  ...saleTotals,
});

/** A sales line: the price without VAT (pre-filled with the warehouse's), a discount in thousandths of a percent. */
export const saleItemInput = z.strictObject({
  docId: z.number().int().optional(),
  artId,
  kolicina: qty,
  prodCena: price('prodCena'),
  /** discount in thousandths of a percent (10 % = 10000) */
  rabat: z.number().int().min(0, 'negative').max(100_000, 'over-100').default(0),
});
export const saleItem = z.object({
  ...itemBase,
  prodCena: z.number().int(),
  rabat: z.number().int(),
  pdvStopa: z.number().int(),
  /** the line amount after the discount, without VAT */
  iznos: z.number().int(),
});
export const prodItemInput = saleItemInput;
export const prodItem = saleItem;

/** Pro-forma invoice: an offer with the invoice's lines and totals; no lock, no postings. */
export const prnEntry = familyEntry({
  vDoc: 'prn',
  resources: ['doc-prn'],
  route: '/prn',
  labelPrefix: 'PRN',
  subTypes: { kind: 'fixed', values: ['vp', 'mp', 'usluga'] },
  partner: 'buyer',
  lifecycle: false,
  lineKind: 'article',
  menuKeys: { list: 'prn', create: 'prn-new' },
  prints: { names: ['predracun'] },
});

const komMemoText = z.string().trim().max(200).optional().default('');
/** The pro-forma's five free lines about the buyer, sent nested (spec §3 "Pro-forma"). */
export type KomMemo = { komMemo1: string; komMemo2: string; komMemo3: string; komMemo4: string; komMemo5: string };
export const emptyKomMemo: KomMemo = { komMemo1: '', komMemo2: '', komMemo3: '', komMemo4: '', komMemo5: '' };
export const komMemo = z.strictObject({ komMemo1: komMemoText, komMemo2: komMemoText, komMemo3: komMemoText, komMemo4: komMemoText, komMemo5: komMemoText });

export const prnInput = z.strictObject({
  ...docHeaderInput,
  magId: optionalWarehouse,
  komId: refId,
  ...invoiceTerms,
  komMemo: komMemo.optional().default(emptyKomMemo),
});
export const prnDoc = docHeader.extend({
  magId: z.number().int().nullable(),
  magNaziv: z.string(),
  komId: z.number().int(),
  komNaziv: z.string(),
  valuta: z.string(),
  vaznost: z.string(),
  otprema: z.string(),
  placanje: z.string(),
  komMemo: z.object({ komMemo1: z.string(), komMemo2: z.string(), komMemo3: z.string(), komMemo4: z.string(), komMemo5: z.string() }),
  /** the sales invoice made from this pro-forma */
  prodId: z.number().int().nullable(),
  prodOznaka: z.string(),
  ...saleTotals,
});
export const prnItemInput = saleItemInput;
export const prnItem = saleItem;
