import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';
import { vatLine, vatLineInput } from './vat-line';

/**
 * Customs declaration (jedinstvena carinska isprava, JCI) of an import: its date is the customs
 * date; per VAT rate the import base (customs value + duty + costs in the base) and the VAT paid
 * to customs, input VAT of POPDV 6.2.1 / 6.2.2 (docs/domain.md#import).
 */
export const jciEntry = familyEntry({
  vDoc: 'jci',
  resources: ['doc-jci'],
  route: '/jci',
  labelPrefix: 'JCI',
  subTypes: { kind: 'fixed', values: ['jci'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'vat-amount',
  menuKeys: { list: 'jci', create: 'jci-new' },
  listPrint: true,
});

export const jciInput = z.strictObject({
  ...docHeaderInput,
  /** the import it belongs to: a locked incoming invoice of a foreign supplier */
  urId: refId,
  /** the declaration's customs number */
  dokBroj: z.string({ error: 'required' }).trim().min(1).max(50),
});
export const jciDoc = docHeader.extend({
  /** the import it belongs to */
  urId: z.number().int(),
  /** the import's label */
  urOznaka: z.string(),
  /** the import's sub-type (its screen's route) */
  urVSubDoc: z.string(),
  /** the import's supplier */
  komId: z.number().int(),
  /** the supplier's name */
  komNaziv: z.string(),
  /** the declaration's customs number */
  dokBroj: z.string(),
  /** the import VAT base, hundredths */
  osnovica: z.number().int(),
  /** the VAT paid to customs, hundredths */
  pdvIznos: z.number().int(),
});
/** A line: a VAT rate and the customs base at it (value + duty + costs in the base), dinars, hundredths. */
export const jciItemInput = vatLineInput;
/** A line as read: the customs base at the rate, hundredths. */
export const jciItem = vatLine;
