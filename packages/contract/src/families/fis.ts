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
  posId: refId,
  fisRbroj,
  fisPlacanje: z.union(fisPlacanje.map((v) => z.literal(v)), { error: 'invalid' }).optional().default(1),
  cekovi: part,
  kartica: part,
  virman: part,
});
export const fisDoc = docHeader.extend({
  posId: z.number().int(),
  posNaziv: z.string(),
  ibfm: z.string(),
  magId: z.number().int(),
  magNaziv: z.string(),
  fisBi: z.string(),
  fisRbroj: z.string(),
  fisPlacanje: z.number().int(),
  cekovi: z.number().int(),
  kartica: z.number().int(),
  virman: z.number().int(),
  gotovina: z.number().int(),
  osnovica: z.number().int(),
  pdvIznos: z.number().int(),
  iznos: z.number().int(),
  /** the retail invoice the receipt is linked into once that invoice is locked */
  fakId: z.number().int().nullable(),
});
export const fisItemInput = z.strictObject({ docId: z.number().int().max(MAX_ID, 'too-large').optional(), artId, kolicina: qty, prodCena: price('prodCena') });
export const fisItem = z.object({ ...itemBase, prodCena: z.number().int(), pdvStopa: z.number().int(), iznos: z.number().int() });
