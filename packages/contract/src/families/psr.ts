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

/** Header input: the common fields and `magId`, the warehouse the opening stock is in. */
export const psrInput = z.strictObject({ ...docHeaderInput, magId: refId });
/** Header: `magId`/`magNaziv` the warehouse; `nabVrednost` purchase value and `prodVrednost` sale value of the lines, hundredths. */
export const psrDoc = docHeader.extend({ magId: z.number().int(), magNaziv: z.string(), nabVrednost: z.number().int(), prodVrednost: z.number().int() });
export const psrItemInput = z.strictObject({
  /** the document (given by the path) */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  artId,
  /** quantity, thousandths */
  kolicina: qty,
  /** purchase price, hundredths */
  nabCena: price('nabCena'),
  /** sale price (retail: with VAT; wholesale and invoices: without), hundredths */
  prodCena: price('prodCena'),
  /** the purchase value when it is not quantity × price to the para: a stock carried forward keeps its value (the price is its rounded average) */
  nabVr: z.number().int().min(0, 'invalid').max(MAX_TOTAL, 'too-large').optional(),
});
/** Line: `nabCena` purchase and `prodCena` sale price, hundredths; `nabVr`, `prodVr` their values (quantity × price), hundredths. */
export const psrItem = z.object({ ...itemBase, nabCena: z.number().int(), prodCena: z.number().int(), nabVr: z.number().int(), prodVr: z.number().int() });
