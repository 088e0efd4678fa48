import { z } from '../zod-config';
import { artId, docHeader, docHeaderInput, itemArticle, price, qty } from './common';

const id = z.number({ error: 'required' }).int().positive('required');
const isoDateInput = z.string({ error: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid');
const itemBase = { id: z.number().int(), docId: z.number().int(), artId: z.number().int(), kolicina: z.number().int(), artikl: itemArticle };

// Opening stock (psr)
export const psrInput = z.strictObject({ ...docHeaderInput, magId: id });
export const psrDoc = docHeader.extend({ magId: z.number().int(), magNaziv: z.string(), nabVrednost: z.number().int(), prodVrednost: z.number().int() });
export const psrItemInput = z.strictObject({ docId: z.number().int().optional(), artId, kolicina: qty, nabCena: price('nabCena'), prodCena: price('prodCena') });
export const psrItem = z.object({ ...itemBase, nabCena: z.number().int(), prodCena: z.number().int(), nabVr: z.number().int(), prodVr: z.number().int() });

// Incoming invoice with the purchase calculation (ur)
export const urInput = z.strictObject({
  ...docHeaderInput,
  magId: id,
  komId: id,
  dokBroj: z.string({ error: 'required' }).trim().min(1).max(50),
  dokDatum: isoDateInput,
  dokDpo: isoDateInput,
});
export const urDoc = docHeader.extend({
  magId: z.number().int(),
  magNaziv: z.string(),
  komId: z.number().int(),
  komNaziv: z.string(),
  dokBroj: z.string(),
  dokDatum: z.string(),
  dokDpo: z.string(),
  fakVrednost: z.number().int(),
  rabatVrednost: z.number().int(),
  nabVrednost: z.number().int(),
  nabPdv: z.number().int(),
  nabIznos: z.number().int(),
  prodVrednost: z.number().int(),
});
export const urItemInput = z.strictObject({
  docId: z.number().int().optional(),
  artId,
  kolicina: qty,
  /** invoice price without VAT, hundredths */
  fakCena: z.number().int().min(0, 'invalid').default(0),
  /** discount in thousandths of a percent (10 % = 10000) */
  rabat1: z.number().int().min(0, 'invalid').max(100_000, 'invalid').default(0),
  prodCena: price('prodCena'),
});
export const urItem = z.object({
  ...itemBase,
  fakCena: z.number().int(),
  rabat1: z.number().int(),
  nabCena: z.number().int(),
  fakVr: z.number().int(),
  rabatVr: z.number().int(),
  nabVr: z.number().int(),
  pdvStopa: z.number().int(),
  nabPdv: z.number().int(),
  prodCena: z.number().int(),
  prodVr: z.number().int(),
  /** margin in hundredths of a percent */
  ruc: z.number().int(),
});

// Price adjustment (niv)
export const nivInput = z.strictObject({ ...docHeaderInput, magId: id });
export const nivDoc = docHeader.extend({ magId: z.number().int(), magNaziv: z.string(), vrednostPre: z.number().int(), vrednostPosle: z.number().int() });
export const nivItemInput = z.strictObject({ docId: z.number().int().optional(), artId, kolicina: qty, cenaPre: price('cenaPre'), cenaPosle: price('cenaPosle') });
export const nivItem = z.object({ ...itemBase, cenaPre: z.number().int(), cenaPosle: z.number().int(), vrPre: z.number().int(), vrPosle: z.number().int() });

// Internal transfer wholesale → retail (int)
/** The receiving warehouse may be chosen later (spec §5); locking needs it. */
export const intInput = z.strictObject({ ...docHeaderInput, magOutId: id, magInId: z.number().int().positive().nullable().optional().default(null) });
export const intDoc = docHeader.extend({
  magOutId: z.number().int(),
  magOutNaziv: z.string(),
  magInId: z.number().int().nullable(),
  magInNaziv: z.string(),
  outVrednost: z.number().int(),
  inVrednost: z.number().int(),
});
export const intItemInput = z.strictObject({ docId: z.number().int().optional(), artId, kolicina: qty, outCena: price('outCena'), inCena: price('inCena') });
export const intItem = z.object({ ...itemBase, outCena: z.number().int(), inCena: z.number().int(), outVr: z.number().int(), inVr: z.number().int() });
