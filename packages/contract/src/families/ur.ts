import { z } from '../zod-config';
import { isoDate } from '../dates';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Incoming goods invoice with the purchase calculation (kalkulacija). */
export const urEntry = familyEntry({
  vDoc: 'ur',
  resources: ['doc-ur', 'doc-nab'],
  route: '/ulazni-racuni',
  labelPrefix: 'UR',
  subTypes: { kind: 'turnover' },
  partner: 'supplier',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'ulazni-racuni', create: 'ulazni-racuni-new' },
  prints: { names: ['kalkulacija', 'prijem-robe'] },
});

export const urInput = z.strictObject({
  ...docHeaderInput,
  magId: refId,
  komId: refId,
  dokBroj: z.string({ error: 'required' }).trim().min(1).max(50),
  /** left out: the document date (spec §4 "Defaults on new documents"; the server fills it in) */
  dokDatum: isoDate.optional(),
  dokDpo: isoDate.optional(),
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
