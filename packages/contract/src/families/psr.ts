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
export const psrInput = z.strictObject({
  ...docHeaderInput,
  /** the warehouse the opening stock is in */
  magId: refId,
});
/** Header: `magId`/`magNaziv` the warehouse; `nabVrednost` purchase value and `prodVrednost` sale value of the lines, hundredths. */
export const psrDoc = docHeader.extend({
  /** the warehouse the opening stock is in */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the lines' purchase value, hundredths */
  nabVrednost: z.number().int(),
  /** the lines' sale value, hundredths */
  prodVrednost: z.number().int(),
});
export const psrItemInput = z.strictObject({
  /** the document (given by the path) */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the article */
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
export const psrItem = z.object({
  ...itemBase,
  /** purchase price, hundredths */
  nabCena: z.number().int(),
  /** sale price, hundredths */
  prodCena: z.number().int(),
  /** purchase value (quantity × price), hundredths */
  nabVr: z.number().int(),
  /** sale value (quantity × price), hundredths */
  prodVr: z.number().int(),
});
