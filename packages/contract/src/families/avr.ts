import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';
import { vatLine, vatLineInput } from './vat-line';

/**
 * Advance invoice (avansni račun, VAT law art. 16; docs/domain.md#advances): `avr-izdati` we received
 * an advance from a buyer and owe its VAT in the month it arrived; `avr-primljeni` we paid a
 * supplier in advance and hold their advance invoice (input VAT). Its lines are gross amounts per
 * VAT rate; a final invoice (sales, incoming) deducts it.
 */
export const avrEntry = familyEntry({
  vDoc: 'avr',
  resources: ['doc-avr'],
  route: '/avansni-racuni',
  labelPrefix: 'AVR',
  // plain labels, as the credit notes': AVR-1/2024 for a buyer's advance, AVRD-1/2024 for a supplier's
  subTypeLabels: { 'avr-izdati': 'AVR', 'avr-primljeni': 'AVRD' },
  subTypes: { kind: 'fixed', values: ['avr-izdati', 'avr-primljeni'] },
  partner: 'either',
  lifecycle: true,
  lineKind: 'vat-amount',
  menuKeys: { list: 'avansni-racuni', create: 'avansni-racuni-new' },
  // a buyer's advance goes to SEF as an advance invoice (386)
  einvoice: { despatch: false, sent: ['avr-izdati'] },
  // the advance invoice we issue prints (a supplier's is theirs)
  prints: { names: ['avansni-racun'], subTypes: ['avr-izdati'] },
});

/** The client role each sub-type needs. */
export const avrPartner = { 'avr-izdati': 'buyer', 'avr-primljeni': 'supplier' } as const;

export const avrInput = z.strictObject({
  ...docHeaderInput,
  /** the buyer (avr-izdati) or supplier (avr-primljeni) */
  komId: refId,
  /** the supplier's advance invoice number (avr-primljeni); empty for our own */
  dokBroj: z.string().trim().max(50).optional().default(''),
  /** the basis of the advance: a contract, offer or pro-forma number */
  osnov: z.string().trim().max(200).optional().default(''),
  /** the bank statement line that carried the advance (an uplata from the buyer, an isplata to the supplier) */
  trnItemId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
});
export const avrDoc = docHeader.extend({
  /** the buyer or supplier */
  komId: z.number().int(),
  /** the client's name */
  komNaziv: z.string(),
  /** the supplier's advance invoice number */
  dokBroj: z.string(),
  /** the basis of the advance */
  osnov: z.string(),
  /** the bank statement line that carried the advance */
  trnItemId: z.number().int().nullable(),
  /** base of the advance (gross less VAT), hundredths */
  osnovica: z.number().int(),
  /** VAT inside the advance, hundredths */
  pdvIznos: z.number().int(),
  /** the gross advance, hundredths */
  iznos: z.number().int(),
  /** gross used by locked final invoices, hundredths */
  iskorisceno: z.number().int(),
});
/** A line: a VAT rate and the gross advance at it (VAT included), hundredths. */
export const avrItemInput = vatLineInput;
/** A line as read: the gross advance at the rate, hundredths. */
export const avrItem = vatLine;

/** One advance a final invoice deducts: the advance invoice and the gross taken from it. */
export const avansUse = z.strictObject({
  /** the advance invoice (doc-avr) */
  avrId: refId,
  /** the gross deducted, hundredths, at most what is left of the advance */
  iznos: z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_AMOUNT, 'too-large'),
});
/** The advances a final invoice deducts (at most 50); left out, a saved draft keeps those it has (a screen without the field does not drop them). */
export const avansiInput = z.array(avansUse).max(50, 'too-many').optional();
/** An advance as a final invoice reads it: its label beside the amount taken. */
export const avansRead = z.object({
  /** the advance invoice (doc-avr) */
  avrId: z.number().int(),
  /** the advance invoice's label */
  oznaka: z.string(),
  /** the gross deducted, hundredths */
  iznos: z.number().int(),
});
