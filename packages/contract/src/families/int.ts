import { MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Internal transfer from a wholesale warehouse to a retail shop. */
export const intEntry = familyEntry({
  vDoc: 'int',
  resources: ['doc-int'],
  route: '/interni-prenosi',
  labelPrefix: 'INT',
  subTypes: { kind: 'fixed', values: ['vp-mp'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'interni-prenosi' },
});

/** The receiving warehouse may be chosen later (docs/domain.md#validation); locking needs it. */
export const intInput = z.strictObject({
  ...docHeaderInput,
  /** the sending (wholesale) warehouse */
  magOutId: refId,
  /** the receiving (retail) warehouse; null: chosen later */
  magInId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
});
export const intDoc = docHeader.extend({
  /** the sending (wholesale) warehouse */
  magOutId: z.number().int(),
  /** the sending warehouse's name */
  magOutNaziv: z.string(),
  /** the receiving (retail) warehouse; may be chosen later, needed to lock */
  magInId: z.number().int().nullable(),
  /** the receiving warehouse's name */
  magInNaziv: z.string(),
  /** value leaving the sending warehouse, hundredths */
  outVrednost: z.number().int(),
  /** value entering the receiving warehouse at its price, hundredths */
  inVrednost: z.number().int(),
});
/** Line input: the article, `kolicina` (thousandths), `outCena` the sending warehouse's price and `inCena` the receiving shop's price (with VAT), hundredths. */
export const intItemInput = z.strictObject({
  /** the document (given by the path) */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the article */
  artId,
  /** quantity, thousandths */
  kolicina: qty,
  /** the sending warehouse's price, hundredths */
  outCena: price('outCena'),
  /** the receiving shop's price (with VAT), hundredths */
  inCena: price('inCena'),
});
/** Line: `outCena`/`inCena` the sending and receiving prices, `outVr`/`inVr` their values (quantity × price), hundredths. */
export const intItem = z.object({
  ...itemBase,
  /** the sending warehouse's price, hundredths */
  outCena: z.number().int(),
  /** the receiving shop's price (with VAT), hundredths */
  inCena: z.number().int(),
  /** the value leaving (quantity × sending price), hundredths */
  outVr: z.number().int(),
  /** the value entering (quantity × receiving price), hundredths */
  inVr: z.number().int(),
});
