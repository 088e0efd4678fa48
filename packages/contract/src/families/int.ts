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

/** The receiving warehouse may be chosen later (spec §5); locking needs it. */
export const intInput = z.strictObject({ ...docHeaderInput, magOutId: refId, magInId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null) });
export const intDoc = docHeader.extend({
  magOutId: z.number().int(),
  magOutNaziv: z.string(),
  magInId: z.number().int().nullable(),
  magInNaziv: z.string(),
  outVrednost: z.number().int(),
  inVrednost: z.number().int(),
});
export const intItemInput = z.strictObject({ docId: z.number().int().max(MAX_ID, 'too-large').optional(), artId, kolicina: qty, outCena: price('outCena'), inCena: price('inCena') });
export const intItem = z.object({ ...itemBase, outCena: z.number().int(), inCena: z.number().int(), outVr: z.number().int(), inVr: z.number().int() });
