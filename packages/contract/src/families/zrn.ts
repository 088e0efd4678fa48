import { z } from '../zod-config';
import { isoDate } from '../dates';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Expense invoice (services, overheads; no stock): a supplier's invoice booked to a cost item. */
export const zrnEntry = familyEntry({
  vDoc: 'zrn',
  resources: ['doc-zrn'],
  route: '/troskovni-racuni',
  labelPrefix: 'ZRN',
  subTypes: { kind: 'fixed', values: ['zrn'] },
  partner: 'supplier',
  lifecycle: true,
  lineKind: 'vat-amount',
  menuKeys: { list: 'troskovni-racuni', create: 'troskovni-racuni-new' },
  listPrint: true,
});

export const zrnInput = z.strictObject({
  ...docHeaderInput,
  komId: refId,
  dokBroj: z.string({ error: 'required' }).trim().min(1).max(50),
  /** left out: the document date (spec §4 "Defaults on new documents"; the server fills it in) */
  dokDatum: isoDate.optional(),
  dokDpo: isoDate.optional(),
  trosakId: refId,
});
export const zrnDoc = docHeader.extend({
  komId: z.number().int(),
  komNaziv: z.string(),
  dokBroj: z.string(),
  dokDatum: z.string(),
  dokDpo: z.string(),
  trosakId: z.number().int(),
  /** the cost item's name, with its group's */
  trosak: z.string(),
  trosakGrupa: z.string(),
  osnovica: z.number().int(),
  pdvIznos: z.number().int(),
  iznos: z.number().int(),
});
export const zrnItemInput = z.strictObject({
  docId: z.number().int().optional(),
  pdvId: refId,
  /** the base amount without VAT, hundredths */
  iznos: z.number({ error: 'required' }).int().positive('greater-than-0'),
});
export const zrnItem = z.object({
  id: z.number().int(),
  docId: z.number().int(),
  pdvId: z.number().int(),
  /** hundredths of a percent, as it was when the line was saved */
  pdvStopa: z.number().int(),
  iznos: z.number().int(),
});
