import { MAX_ID, MAX_TOTAL } from '../bounds';
import { z } from '../zod-config';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Opening stock: goods brought into a warehouse at purchase and sale price. */
export const psrEntry = familyEntry({
  vDoc: 'psr',
  resources: ['doc-psr'],
  route: '/pocetno-stanje-robe',
  labelPrefix: 'PSR',
  subTypes: { kind: 'turnover' },
  partner: 'none',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'pocetno-stanje-robe' },
});

export const psrInput = z.strictObject({ ...docHeaderInput, magId: refId });
export const psrDoc = docHeader.extend({ magId: z.number().int(), magNaziv: z.string(), nabVrednost: z.number().int(), prodVrednost: z.number().int() });
export const psrItemInput = z.strictObject({
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  artId,
  kolicina: qty,
  nabCena: price('nabCena'),
  prodCena: price('prodCena'),
  /** the purchase value when it is not quantity × price to the para: a stock carried forward keeps its value (the price is its rounded average) */
  nabVr: z.number().int().min(0, 'invalid').max(MAX_TOTAL, 'too-large').optional(),
});
export const psrItem = z.object({ ...itemBase, nabCena: z.number().int(), prodCena: z.number().int(), nabVr: z.number().int(), prodVr: z.number().int() });
