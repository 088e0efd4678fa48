import { z } from '../zod-config';
import { isoDate } from '../dates';
import { listQuery } from '../paging';
import { docHeader, docHeaderInput, refId } from '../documents/common';
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
  // cash and service invoices carry their own lines where no receipt exists (DOMAIN.md)
  subTypeLineKinds: { 'fak-got': 'vat-amount', 'fak-usl': 'vat-amount' },
  menuKeys: { list: 'racuni-maloprodaje' },
  prints: { names: ['racun'], idFirst: true },
  listStatus: 'locked',
  attachments: true,
  einvoice: { despatch: false },
});

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const fakInput = z.strictObject({
  ...docHeaderInput,
  komId: refId,
  brojNarudzbenice: optionalText(50),
  brojTendera: optionalText(50),
  brojUgovora: optionalText(50),
  /** left out: the document date (spec §4 "Defaults on new documents"; the server fills it in) */
  datumDospeca: isoDate.optional(),
});
export const fakDoc = docHeader.extend({
  komId: z.number().int(),
  komNaziv: z.string(),
  brojNarudzbenice: z.string(),
  brojTendera: z.string(),
  brojUgovora: z.string(),
  datumDospeca: z.string(),
  /** the linked receipts' totals */
  iznos: z.number().int(),
  /** payable by the buyer: the linked receipts' wire-transfer part */
  zaUplatu: z.number().int(),
});
/**
 * A line of a retail invoice: on `fak-mp` a link to a fiscal receipt (spec §3 "Fiscal link rows"),
 * saved with its `fisId`; on `fak-got` and `fak-usl` a line of its own: a description, a VAT rate
 * and the amount with VAT (a retail price). The server asks for the fields of the sub-type's kind.
 */
export const fakItemInput = z.strictObject({
  docId: z.number().int().optional(),
  fisId: refId.nullish(),
  opis: z.string().trim().max(200).optional().default(''),
  pdvId: refId.nullish(),
  /** the line's amount with VAT, hundredths */
  iznos: z.number().int().min(1, 'greater-than-0').nullish(),
});
export const fakItem = z.object({
  id: z.number().int(),
  docId: z.number().int(),
  fisId: z.number().int().nullable(),
  docOznaka: z.string(),
  docOpis: z.string(),
  fisPlacanje: z.number().int().nullable(),
  opis: z.string(),
  pdvId: z.number().int().nullable(),
  pdvStopa: z.number().int().nullable(),
  /** the receipt's total, or the own line's amount with VAT */
  iznos: z.number().int(),
  virman: z.number().int(),
});

/** `GET /v1/doc-fak/fiskals`: locked receipts of the company not linked to a retail invoice yet. */
export const fiskalsQuery = listQuery.extend({ periodId: z.coerce.number().int().positive().optional() });
/** Spec §3 "Fiscal receipt rows", with the receipt's label, number, payment and amounts to choose by. */
export const fiskalRow = z.object({
  id: z.number().int(),
  rbroj: z.number().int(),
  datum: z.string(),
  oznaka: z.string(),
  fisBi: z.string(),
  fisRbroj: z.string(),
  fisPlacanje: z.number().int(),
  iznos: z.number().int(),
  virman: z.number().int(),
  pos: z.object({ ibfm: z.string() }),
});
/** `GET /v1/doc-fak/{id}/fiskal-items`: the lines of the linked receipts. */
export const fiskalItemRow = z.object({
  id: z.number().int(),
  fisId: z.number().int(),
  docOznaka: z.string(),
  artId: z.number().int(),
  artikl: z.object({ artNaziv: z.string(), intSifra: z.string(), mera: z.string(), pdvStopa: z.number().int() }),
  kolicina: z.number().int(),
  prodCena: z.number().int(),
  iznos: z.number().int(),
});
export const fiskalItemsQuery = z.object({ page: z.coerce.number().int().min(1).default(1), perPage: z.coerce.number().int().min(1).max(200).default(20) });
export type FiskalRow = z.infer<typeof fiskalRow>;
export type FiskalItemRow = z.infer<typeof fiskalItemRow>;
