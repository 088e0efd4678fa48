import { MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Price adjustment: the stock on hand gets a new sale price. */
export const nivEntry = familyEntry({
  vDoc: 'niv',
  resources: ['doc-niv'],
  route: '/nivelacije',
  labelPrefix: 'NIV',
  subTypes: { kind: 'turnover' },
  partner: 'none',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'nivelacije' },
  prints: { names: ['nivelacija'] },
});

/** Header input: the common fields and `magId`, the warehouse whose prices change. */
export const nivInput = z.strictObject({
  ...docHeaderInput,
  /** the warehouse whose prices change */
  magId: refId,
});
/** Header: `magId`/`magNaziv` the warehouse; `vrednostPre`/`vrednostPosle` the stock's sale value before and after, hundredths. */
export const nivDoc = docHeader.extend({
  /** the warehouse whose prices change */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the stock's sale value before, hundredths */
  vrednostPre: z.number().int(),
  /** the stock's sale value after, hundredths */
  vrednostPosle: z.number().int(),
});
/** Line input: the article, `kolicina` on hand (thousandths), `cenaPre` the old and `cenaPosle` the new sale price, hundredths. */
export const nivItemInput = z.strictObject({
  /** the document (given by the path) */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the article */
  artId,
  /** quantity on hand, thousandths */
  kolicina: qty,
  /** the old sale price, hundredths */
  cenaPre: price('cenaPre'),
  /** the new sale price, hundredths */
  cenaPosle: price('cenaPosle'),
});
/** Line: `cenaPre`/`cenaPosle` old and new sale price, `vrPre`/`vrPosle` the values at them (quantity × price), hundredths. */
export const nivItem = z.object({
  ...itemBase,
  /** the old sale price, hundredths */
  cenaPre: z.number().int(),
  /** the new sale price, hundredths */
  cenaPosle: z.number().int(),
  /** the value at the old price (quantity × price), hundredths */
  vrPre: z.number().int(),
  /** the value at the new price, hundredths */
  vrPosle: z.number().int(),
});
