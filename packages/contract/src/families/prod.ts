import { MAX_ID, MAX_PERCENT } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { deliveryPlaces, paymentTypes, vatPoints } from '../enums';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { HOME_CURRENCY, invoiceTaxCategories } from '@knjige/domain';
import { currencyCode } from '../currency';
import { familyEntry } from './entry';

/** The highest rate a document takes: 1,000,000 dinars per unit, in millionths. */
const MAX_RATE = 1_000_000_000_000;
import { avansiInput, avansRead } from './avr';

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
  einvoice: { despatch: true, goods: ['vp', 'mp'] },
  prints: { names: ['racun-otpremnica', 'racun', 'otpremnica'], storno: 'storno-racun-otpremnica' },
  dueByClientTerm: true,
});

/** The sub-type of a services invoice: no warehouse, no stock, service articles only. */
export const SERVICES_SUB_TYPE = 'usluga';

const text = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * What the SEF e-invoice embeds (docs/domain.md#entities-and-fields): `single` the invoice's PDF, `multi` the
 * invoice's and the dispatch note's, `none` neither (the document's attachments always).
 */
export const xmlUploads = ['single', 'multi', 'none'] as const;

/** The terms a sales invoice and a pro-forma share (docs/domain.md#entities-and-fields, "Pro-forma"). */
const saleTerms = {
  /** validity of the offer */
  vaznost: text(50),
  /** shipping terms */
  otprema: text(200),
  /** payment terms, as text */
  placanje: text(200),
};
/** A pro-forma's terms: the spec's `valuta` is the payment term as text. */
const invoiceTerms = {
  /** payment term (valuta plaćanja), as text */
  valuta: text(20),
  ...saleTerms,
};

/**
 * How a whole sales invoice is taxed when not by its lines' own rates: '' ordinary (each line by its
 * article's rate), Z exempt with deduction (export), E exempt without, AE the buyer owes the VAT.
 */
export const saleTaxTreatments = ['', ...invoiceTaxCategories] as const;

/** A warehouse is needed for goods; a services invoice has none (null; the spec's 0). */
const optionalWarehouse = z.number().int().min(0).max(MAX_ID, 'too-large').nullable().optional().transform((v) => (v ? v : null));

export const prodInput = z.strictObject({
  ...docHeaderInput,
  /** the warehouse goods leave; null for services */
  magId: optionalWarehouse,
  /** the buyer */
  komId: refId,
  /** payment term (valuta plaćanja), as text */
  rokPlacanja: text(20),
  ...saleTerms,
  /** the invoice's currency (ISO 4217); its lines are typed in it */
  valuta: currencyCode.optional().default(HOME_CURRENCY),
  /** a contracted rate, millionths of a dinar per unit; left out, the NBS middle rate of the supply date */
  kurs: z
    .number()
    .int()
    .min(1, 'invalid')
    .max(MAX_RATE, 'too-large')
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  /** the whole invoice's VAT treatment when not the lines' own: Z (export), E or AE with its exemption code */
  kategorija: z.enum(saleTaxTreatments).optional().default(''),
  /** the exemption reason's code (PDV-RS-…) of the invoice's treatment */
  izuzece: text(30),
  /** the buyer's order number */
  brojNarudzbenice: text(50),
  /** the tender (public procurement) number */
  brojTendera: text(50),
  /** the contract number */
  brojUgovora: text(50),
  /** the buyer's site (object) code */
  sifraObjekta: text(50),
  /** invoice number as the buyer refers to it */
  brojRacuna: text(50),
  /** the dispatch note (otpremnica) number */
  brojOtpremnice: text(50),
  /** due date of payment; left out, the buyer's payment term after the document date (0 days: the document date; the server fills it in) */
  datumDospeca: isoDate.optional(),
  /** delivery date; left out, the document date */
  datumIsporuke: isoDate.optional(),
  /** date of supply (turnover), for VAT; left out, the document date */
  datumPrometa: isoDate.optional(),
  // Coded fields are one of the spec's codes (docs/domain.md#entities-and-fields), defaulted as on a new invoice (§4).
  /** place of delivery */
  mestoIsporuke: z.enum(deliveryPlaces).optional().default('1'),
  /** payment method code */
  vrstaPlacanja: z.enum(paymentTypes).optional().default('30'),
  /** SEF VAT period code: 3 invoice date, 35 delivery date, 432 payment date */
  periodObracuna: z.enum(vatPoints).optional().default('3'),
  /** the account the buyer pays into (else the company's) */
  placanjeTracun: text(50),
  /** payment reference model (97 checked) */
  placanjeModel: text(2),
  /** payment reference (poziv na broj) */
  placanjeRef: text(50),
  /** additional note (e.g. VAT exemption text) */
  dodatnaNapomena: text(4000),
  /** which prints the SEF e-invoice embeds: single, multi or none */
  xmlUpload: z.enum(xmlUploads).optional().default('single'),
  /** the advance invoices (avr-izdati) this final invoice deducts, gross per advance */
  avansi: avansiInput,
});

const saleTotals = {
  /** base without VAT, hundredths */
  osnovica: z.number().int(),
  /** VAT amount, hundredths */
  pdvIznos: z.number().int(),
  /** total with VAT, hundredths */
  iznos: z.number().int(),
};

export const prodDoc = docHeader.extend({
  /** the advances deducted, with their labels */
  avansi: z.array(avansRead),
  /** gross of the advances deducted, hundredths */
  avansIznos: z.number().int(),
  /** what the buyer still owes: the whole gross less the advances, hundredths */
  zaUplatu: z.number().int(),
  /** the warehouse goods leave; null for services */
  magId: z.number().int().nullable(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the buyer */
  komId: z.number().int(),
  /** the client's name */
  komNaziv: z.string(),
  /** payment term (valuta plaćanja), as text */
  rokPlacanja: z.string(),
  /** validity of the offer */
  vaznost: z.string(),
  /** shipping terms */
  otprema: z.string(),
  /** payment terms, as text */
  placanje: z.string(),
  /** the invoice's currency (ISO 4217) */
  valuta: z.string(),
  /** the rate, millionths of a dinar per unit (1,000,000 for RSD) */
  kurs: z.number().int(),
  /** the whole invoice's VAT treatment ('' ordinary, Z, E, AE) */
  kategorija: z.string(),
  /** the exemption reason's code of the invoice's treatment */
  izuzece: z.string(),
  /** base in the invoice's currency, hundredths (the dinar totals are `osnovica`, `pdvIznos`, `iznos`) */
  osnovicaValuta: z.number().int(),
  /** VAT in the invoice's currency, hundredths */
  pdvIznosValuta: z.number().int(),
  /** gross in the invoice's currency, hundredths */
  iznosValuta: z.number().int(),
  /** the buyer's order number */
  brojNarudzbenice: z.string(),
  /** the tender (public procurement) number */
  brojTendera: z.string(),
  /** the contract number */
  brojUgovora: z.string(),
  /** the buyer's site (object) code */
  sifraObjekta: z.string(),
  /** invoice number as the buyer refers to it */
  brojRacuna: z.string(),
  /** the dispatch note (otpremnica) number */
  brojOtpremnice: z.string(),
  /** due date of payment */
  datumDospeca: z.string(),
  /** delivery date */
  datumIsporuke: z.string(),
  /** date of supply (turnover), for VAT */
  datumPrometa: z.string(),
  /** place of delivery */
  mestoIsporuke: z.string(),
  /** payment method code */
  vrstaPlacanja: z.string(),
  /** SEF VAT period code: 3 invoice date, 35 delivery date, 432 payment date */
  periodObracuna: z.string(),
  /** the account the buyer pays into (else the company's) */
  placanjeTracun: z.string(),
  /** payment reference model (97 checked) */
  placanjeModel: z.string(),
  /** payment reference (poziv na broj) */
  placanjeRef: z.string(),
  /** additional note (e.g. VAT exemption text) */
  dodatnaNapomena: z.string(),
  /** which prints the SEF e-invoice embeds: single, multi or none */
  xmlUpload: z.string(),
  /** the pro-forma this invoice was made from */
  prnId: z.number().int().nullable(),
  /** the label of the pro-forma this invoice was made from */
  prnOznaka: z.string(),
  ...saleTotals,
});

/** A sales line: the price without VAT (pre-filled with the warehouse's), a discount in thousandths of a percent. */
export const saleItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the article */
  artId,
  /** quantity, thousandths */
  kolicina: qty,
  /** price without VAT, hundredths */
  prodCena: price('prodCena'),
  /** discount in thousandths of a percent (10 % = 10000) */
  rabat: z.number().int().min(0, 'negative').max(MAX_PERCENT, 'over-100').default(0),
});
export const saleItem = z.object({
  ...itemBase,
  /** price without VAT, hundredths */
  prodCena: z.number().int(),
  /** discount in thousandths of a percent (10 % = 10000) */
  rabat: z.number().int(),
  /** VAT rate in hundredths of a percent (2000 = 20 %), as when the line was entered */
  pdvStopa: z.number().int(),
  /** the line amount after the discount, without VAT */
  iznos: z.number().int(),
});
export const prodItemInput = saleItemInput.extend({
  /** the fixed asset the line sells (a services invoice, quantity 1): locking takes it off the books and posts the gain or loss; null: none */
  osId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
});
/** A sales invoice's line: price and `iznosValuta` in the invoice's currency, `iznos` in dinars; its tax category and exemption code. */
export const prodItem = saleItem.extend({
  /** the fixed asset the line sells, or null */
  osId: z.number().int().nullable(),
  /** the line amount after the discount, without VAT, in the invoice's currency */
  iznosValuta: z.number().int(),
  /** the SEF tax category (the invoice's treatment, else the article's rate's) */
  kategorija: z.string(),
  /** the exemption reason's code */
  izuzece: z.string(),
});

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
/** The pro-forma's five free lines about the buyer, sent nested (docs/domain.md#entities-and-fields). */
export type KomMemo = { komMemo1: string; komMemo2: string; komMemo3: string; komMemo4: string; komMemo5: string };
export const emptyKomMemo: KomMemo = { komMemo1: '', komMemo2: '', komMemo3: '', komMemo4: '', komMemo5: '' };
/** The pro-forma's five free lines about the buyer, `komMemo1` … `komMemo5`, up to 200 characters each. */
export const komMemo = z.strictObject({
  /** the first free line */
  komMemo1: komMemoText,
  /** the second free line */
  komMemo2: komMemoText,
  /** the third free line */
  komMemo3: komMemoText,
  /** the fourth free line */
  komMemo4: komMemoText,
  /** the fifth free line */
  komMemo5: komMemoText,
});

export const prnInput = z.strictObject({
  ...docHeaderInput,
  /** the warehouse goods leave; null for services */
  magId: optionalWarehouse,
  /** the buyer */
  komId: refId,
  ...invoiceTerms,
  /** five free lines about the buyer */
  komMemo: komMemo.optional().default(emptyKomMemo),
});
export const prnDoc = docHeader.extend({
  /** the warehouse goods leave; null for services */
  magId: z.number().int().nullable(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the buyer */
  komId: z.number().int(),
  /** the client's name */
  komNaziv: z.string(),
  /** payment term (valuta plaćanja), as text */
  valuta: z.string(),
  /** validity of the offer */
  vaznost: z.string(),
  /** shipping terms */
  otprema: z.string(),
  /** payment terms, as text */
  placanje: z.string(),
  /** five free lines about the buyer */
  komMemo: z.object({
    /** the first free line */
    komMemo1: z.string(),
    /** the second free line */
    komMemo2: z.string(),
    /** the third free line */
    komMemo3: z.string(),
    /** the fourth free line */
    komMemo4: z.string(),
    /** the fifth free line */
    komMemo5: z.string(),
  }),
  /** the sales invoice made from this pro-forma */
  prodId: z.number().int().nullable(),
  /** the label of the sales invoice made from this pro-forma */
  prodOznaka: z.string(),
  ...saleTotals,
});
export const prnItemInput = saleItemInput;
export const prnItem = saleItem;
