import { MAX_AMOUNT, MAX_ID, queryId } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { listQuery } from '../paging';
import { docHeader, docHeaderInput, itemArticle, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Retail invoice: an invoice to a firm made of fiscal receipts already issued at the till. */
export const fakEntry = familyEntry({
  vDoc: 'fak',
  resources: ['doc-fak'],
  route: '/racuni-maloprodaje',
  labelPrefix: 'RM',
  subTypes: { kind: 'fixed', values: ['fak-mp', 'fak-got', 'fak-usl'] },
  partner: 'buyer',
  lifecycle: true,
  lineKind: 'fiscal-link',
  // cash and service invoices carry their own lines where no receipt exists (docs/domain.md#sales-documents)
  subTypeLineKinds: { 'fak-got': 'vat-amount', 'fak-usl': 'vat-amount' },
  menuKeys: { list: 'racuni-maloprodaje' },
  prints: { names: ['racun'], idFirst: true },
  listStatus: 'locked',
  attachments: true,
  einvoice: { despatch: false },
  dueByClientTerm: true,
});

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const fakInput = z.strictObject({
  ...docHeaderInput,
  /** the buyer */
  komId: refId,
  /** the buyer's order number */
  brojNarudzbenice: optionalText(50),
  /** the tender (public procurement) number */
  brojTendera: optionalText(50),
  /** the contract number */
  brojUgovora: optionalText(50),
  /** due date of payment; left out, the buyer's payment term after the document date (the server fills it in) */
  datumDospeca: isoDate.optional(),
});
export const fakDoc = docHeader.extend({
  /** the buyer */
  komId: z.number().int(),
  /** the client's name */
  komNaziv: z.string(),
  /** the buyer's order number */
  brojNarudzbenice: z.string(),
  /** the tender (public procurement) number */
  brojTendera: z.string(),
  /** the contract number */
  brojUgovora: z.string(),
  /** due date of payment */
  datumDospeca: z.string(),
  /** the linked receipts' totals */
  iznos: z.number().int(),
  /** payable by the buyer: the linked receipts' wire-transfer part */
  zaUplatu: z.number().int(),
});
/**
 * A line of a retail invoice: on `fak-mp` a link to a fiscal receipt (docs/domain.md#entities-and-fields),
 * saved with its `fisId`; on `fak-got` and `fak-usl` a line of its own: a description, a VAT rate
 * and the amount with VAT (a retail price). The server asks for the fields of the sub-type's kind.
 */
export const fakItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the linked fiscal receipt */
  fisId: refId.nullish(),
  /** a line of its own: its description */
  opis: z.string().trim().max(200).optional().default(''),
  /** a line of its own: its VAT rate */
  pdvId: refId.nullish(),
  /** the line's amount with VAT, hundredths */
  iznos: z.number().int().min(1, 'greater-than-0').max(MAX_AMOUNT, 'too-large').nullish(),
});
export const fakItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the linked fiscal receipt */
  fisId: z.number().int().nullable(),
  /** the linked receipt's label */
  docOznaka: z.string(),
  /** the linked receipt's description */
  docOpis: z.string(),
  /** the receipt's payment type 1–5 */
  fisPlacanje: z.number().int().nullable(),
  /** a line of its own: its description */
  opis: z.string(),
  /** a line of its own: its VAT rate */
  pdvId: z.number().int().nullable(),
  /** VAT rate in hundredths of a percent (2000 = 20 %), as when the line was entered */
  pdvStopa: z.number().int().nullable(),
  /** the receipt's total, or the own line's amount with VAT */
  iznos: z.number().int(),
  /** the receipt's wire-transfer part, hundredths */
  virman: z.number().int(),
});

/** `GET /v1/doc-fak/fiskals`: locked receipts of the company not linked to a retail invoice yet. */
export const fiskalsQuery = listQuery.extend({
  /** only receipts of this accounting period */
  periodId: queryId().optional(),
});
/** docs/domain.md#entities-and-fields, with the receipt's label, number, payment and amounts to choose by. */
export const fiskalRow = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the receipt's number */
  rbroj: z.number().int(),
  /** the receipt's date */
  datum: z.string(),
  /** the receipt's label */
  oznaka: z.string(),
  /** the receipt number `BI` + six digits, set by the server */
  fisBi: z.string(),
  /** the fiscal device's receipt number and counter (PFR) */
  fisRbroj: z.string(),
  /** the receipt's payment type 1–5 */
  fisPlacanje: z.number().int(),
  /** the receipt's total, hundredths */
  iznos: z.number().int(),
  /** the receipt's wire-transfer part, hundredths */
  virman: z.number().int(),
  /** the register: its fiscal module id */
  pos: z.object({
    /** the fiscal module's id (IBFM) */
    ibfm: z.string(),
  }),
});
/** `GET /v1/doc-fak/{id}/fiskal-items`: the lines of the linked receipts. */
export const fiskalItemRow = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the linked fiscal receipt */
  fisId: z.number().int(),
  /** the linked receipt's label */
  docOznaka: z.string(),
  /** the article (artikl) */
  artId: z.number().int(),
  /** the article as lists show it */
  artikl: itemArticle,
  /** quantity, thousandths */
  kolicina: z.number().int(),
  /** retail price with VAT, hundredths */
  prodCena: z.number().int(),
  /** the receipt's total, hundredths */
  iznos: z.number().int(),
});
/** `page` from 1 and `perPage` of the linked receipts' lines. */
export const fiskalItemsQuery = z.object({
  /** the page, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** lines per page */
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});
export type FiskalRow = z.infer<typeof fiskalRow>;
export type FiskalItemRow = z.infer<typeof fiskalItemRow>;

/**
 * `POST /v1/doc-fis/{id}/card-einvoice`: the e-invoice of a register receipt paid with a
 * company's card (a corporate card), to that company (docs/decisions.md#retail-invoices): a retail invoice linking the receipt, locked and queued for SEF.
 */
export const cardEinvoiceInput = z.strictObject({
  /** the buyer: the company whose card paid (a client flagged as a buyer, not a private person) */
  komId: refId,
});
export type CardEinvoiceInput = z.infer<typeof cardEinvoiceInput>;
