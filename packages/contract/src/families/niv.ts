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
export const nivInput = z.strictObject({ ...docHeaderInput, magId: refId });
/** Header: `magId`/`magNaziv` the warehouse; `vrednostPre`/`vrednostPosle` the stock's sale value before and after, hundredths. */
export const nivDoc = docHeader.extend({ magId: z.number().int(), magNaziv: z.string(), vrednostPre: z.number().int(), vrednostPosle: z.number().int() });
/** Line input: the article, `kolicina` on hand (thousandths), `cenaPre` the old and `cenaPosle` the new sale price, hundredths. */
export const nivItemInput = z.strictObject({ docId: z.number().int().max(MAX_ID, 'too-large').optional(), artId, kolicina: qty, cenaPre: price('cenaPre'), cenaPosle: price('cenaPosle') });
/** Line: `cenaPre`/`cenaPosle` old and new sale price, `vrPre`/`vrPosle` the values at them (quantity × price), hundredths. */
export const nivItem = z.object({ ...itemBase, cenaPre: z.number().int(), cenaPosle: z.number().int(), vrPre: z.number().int(), vrPosle: z.number().int() });
