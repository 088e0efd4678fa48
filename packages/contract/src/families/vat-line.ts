import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { refId } from '../documents/common';

/**
 * A VAT-rate line, the line of the families that carry amounts per VAT rate (jci, zrn, avr, knz,
 * knod): a rate and one amount at it. What the amount is (a base without VAT, a gross advance, a
 * customs base) the family says where it uses the schema; a family with more on its line extends it.
 */
export const vatLineInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the VAT rate (art-pdv row) */
  pdvId: refId,
  /** the line's amount at that rate, hundredths (a base, a gross or a customs base, as the family says) */
  iznos: z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_AMOUNT, 'too-large'),
});
/** A VAT-rate line as stored and read. */
export const vatLine = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the VAT rate (art-pdv row) */
  pdvId: z.number().int(),
  /** hundredths of a percent, as it was when the line was saved */
  pdvStopa: z.number().int(),
  /** the line's amount at that rate, hundredths (a base, a gross or a customs base, as the family says) */
  iznos: z.number().int(),
});
