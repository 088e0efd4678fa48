import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { fisPlacanje } from '../enums';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Register sale: a fiscal receipt rung up at a register of a retail shop. */
export const fisEntry = familyEntry({
  vDoc: 'fis',
  resources: ['doc-fis'],
  route: '/prodaja-na-kasi',
  labelPrefix: 'FIS',
  subTypes: { kind: 'fixed', values: ['fis'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'prodaja-na-kasi' },
  listStatus: 'locked',
});

/**
 * The fiscal device's own receipt number and counter as printed since 2022 (PFR number:
 * `AB12CD34-AB12CD34-123`); checked leniently (letters and digits, dash-separated, a counter at the end).
 */
const fisRbroj = z
  .string()
  .trim()
  .max(60)
  .regex(/^$|^[A-Za-z0-9]+(-[A-Za-z0-9]+)*-\d+$/, 'invalid')
  .optional()
  .default('');

/** A payment part in hundredths (cheques, card, wire); cash is what is left of the total. */
const part = z.number().int().min(0, 'invalid').max(MAX_AMOUNT, 'too-large').optional().default(0);

/** The receipt number (`fisBi`) and the warehouse are set by the server from the register. */
export const fisInput = z.strictObject({
  ...docHeaderInput,
  /** the fiscal register (kasa) */
  posId: refId,
  /** the fiscal device's receipt number and counter (PFR), '' when not yet known */
  fisRbroj,
  /** payment type 1–5 (5: split into parts) */
  fisPlacanje: z.union(fisPlacanje.map((v) => z.literal(v)), { error: 'invalid' }).optional().default(1),
  /** part paid by cheques, hundredths */
  cekovi: part,
  /** part paid by card, hundredths */
  kartica: part,
  /** part paid by wire transfer (virman), hundredths */
  virman: part,
});
export const fisDoc = docHeader.extend({
  /** the fiscal register (kasa) */
  posId: z.number().int(),
  /** the register's name */
  posNaziv: z.string(),
  /** the fiscal module's id (IBFM) */
  ibfm: z.string(),
  /** the register's retail warehouse (set by the server) */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the receipt number `BI` + six digits, set by the server */
  fisBi: z.string(),
  /** the fiscal device's receipt number and counter (PFR) */
  fisRbroj: z.string(),
  /** payment type 1–5 (5: split into parts) */
  fisPlacanje: z.number().int(),
  /** part paid by cheques, hundredths */
  cekovi: z.number().int(),
  /** part paid by card, hundredths */
  kartica: z.number().int(),
  /** part paid by wire transfer (virman), hundredths */
  virman: z.number().int(),
  /** part paid in cash: the rest of the total, hundredths */
  gotovina: z.number().int(),
  /** base without VAT, hundredths */
  osnovica: z.number().int(),
  /** VAT amount, hundredths */
  pdvIznos: z.number().int(),
  /** the receipt's total with VAT, hundredths */
  iznos: z.number().int(),
  /** the retail invoice the receipt is linked into once that invoice is locked */
  fakId: z.number().int().nullable(),
});
/** Line input: the article, `kolicina` (thousandths) and `prodCena`, the retail price with VAT (hundredths). */
export const fisItemInput = z.strictObject({
  /** the document (given by the path) */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the article */
  artId,
  /** quantity, thousandths */
  kolicina: qty,
  /** retail price with VAT, hundredths */
  prodCena: price('prodCena'),
});
/** Line: `prodCena` retail price with VAT, `pdvStopa` VAT rate (hundredths of a percent), `iznos` the line's amount with VAT, hundredths. */
export const fisItem = z.object({
  ...itemBase,
  /** retail price with VAT, hundredths */
  prodCena: z.number().int(),
  /** VAT rate, hundredths of a percent */
  pdvStopa: z.number().int(),
  /** the line's amount with VAT, hundredths */
  iznos: z.number().int(),
});
