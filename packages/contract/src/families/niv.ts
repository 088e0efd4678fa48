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

export const nivInput = z.strictObject({ ...docHeaderInput, magId: refId });
export const nivDoc = docHeader.extend({ magId: z.number().int(), magNaziv: z.string(), vrednostPre: z.number().int(), vrednostPosle: z.number().int() });
export const nivItemInput = z.strictObject({ docId: z.number().int().max(MAX_ID, 'too-large').optional(), artId, kolicina: qty, cenaPre: price('cenaPre'), cenaPosle: price('cenaPosle') });
export const nivItem = z.object({ ...itemBase, cenaPre: z.number().int(), cenaPosle: z.number().int(), vrPre: z.number().int(), vrPosle: z.number().int() });
