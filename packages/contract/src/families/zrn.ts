import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';
import { purchaseCurrencyInput, purchaseCurrencyRead } from './purchase-vat';

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
  /** the supplier */
  komId: refId,
  /** the supplier's own document (invoice) number */
  dokBroj: z.string({ error: 'required' }).trim().min(1).max(50),
  /** left out: the document date (spec §4 "Defaults on new documents"; the server fills it in) */
  /** the supplier's invoice date */
  dokDatum: isoDate.optional(),
  /** the supplier invoice's due date: the day the debt is to be paid (DPO) */
  dokDpo: isoDate.optional(),
  /** the supplier's date of supply (datum prometa), for KUR; left out, the supplier's invoice date */
  datumPrometa: isoDate.optional(),
  /** the cost item the invoice is booked to */
  trosakId: refId,
  ...purchaseCurrencyInput,
});
export const zrnDoc = docHeader.extend({
  /** the supplier */
  komId: z.number().int(),
  /** the client's name */
  komNaziv: z.string(),
  /** the supplier's own document (invoice) number */
  dokBroj: z.string(),
  /** the supplier's invoice date */
  dokDatum: z.string(),
  /** the supplier invoice's due date: the day the debt is to be paid (DPO) */
  dokDpo: z.string(),
  /** the supplier's date of supply (datum prometa), for KUR */
  datumPrometa: z.string(),
  /** the cost item the invoice is booked to */
  trosakId: z.number().int(),
  /** the cost item's name, with its group's */
  trosak: z.string(),
  /** the cost group's name */
  trosakGrupa: z.string(),
  /** base: amount without VAT, hundredths */
  osnovica: z.number().int(),
  /** VAT amount, hundredths */
  pdvIznos: z.number().int(),
  /** the line's base without VAT, hundredths */
  iznos: z.number().int(),
  ...purchaseCurrencyRead,
  /** the base in the invoice's currency, hundredths */
  devOsnovica: z.number().int(),
});
export const zrnItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the VAT rate (art-pdv row) */
  pdvId: refId,
  /** the base amount without VAT in the invoice's currency, hundredths */
  iznos: z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_AMOUNT, 'too-large'),
  /** the fixed asset the line acquires (its cost and acquisition date come from the line when the invoice is locked); null: a cost */
  osId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
});
export const zrnItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the VAT rate (art-pdv row) */
  pdvId: z.number().int(),
  /** hundredths of a percent, as it was when the line was saved */
  pdvStopa: z.number().int(),
  /** the line's base without VAT in the invoice's currency, hundredths */
  iznos: z.number().int(),
  /** the line's base in dinars, hundredths */
  iznosDin: z.number().int(),
  /** the fixed asset the line acquires, or null (a cost) */
  osId: z.number().int().nullable(),
});
