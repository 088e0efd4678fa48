import { MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';
import { purchaseCurrencyInput, purchaseCurrencyRead } from './purchase-vat';
import { vatLine, vatLineInput } from './vat-line';

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
  /** left out: the document date (docs/domain.md#states-and-defaults; the server fills it in) */
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
/** A line: a VAT rate and the base without VAT at it in the invoice's currency, hundredths; a line may acquire a fixed asset. */
export const zrnItemInput = vatLineInput.extend({
  /** the fixed asset the line acquires (its cost and acquisition date come from the line when the invoice is locked); null: a cost */
  osId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
});
/** A line as read: its base in the invoice's currency and in dinars. */
export const zrnItem = vatLine.extend({
  /** the line's base in dinars, hundredths */
  iznosDin: z.number().int(),
  /** the fixed asset the line acquires, or null (a cost) */
  osId: z.number().int().nullable(),
});
