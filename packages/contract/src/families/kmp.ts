import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';

/**
 * Offset (kompenzacija): what a partner owes us set off against what we owe him. Its lines name
 * the open items on both sides (our invoices to him, his invoices to us); the amount closes that
 * much of each side's items, in the order the lines were added.
 */
export const kmpEntry = familyEntry({
  vDoc: 'kmp',
  resources: ['doc-kmp'],
  route: '/kompenzacije',
  labelPrefix: 'KMP',
  subTypes: { kind: 'fixed', values: ['kmp'] },
  partner: 'either',
  lifecycle: true,
  lineKind: 'open-item',
  menuKeys: { list: 'kompenzacije', create: 'kompenzacije-new' },
  prints: { names: ['izjava'] },
});

/** Which side of the partner's open items a line is: what he owes us, or what we owe him. */
export const openItemDirs = ['receivable', 'payable'] as const;

export const kmpInput = z.strictObject({
  ...docHeaderInput,
  /** the partner, customer and supplier at once */
  komId: refId,
  /** the amount set off, hundredths: taken from each side's open items */
  iznos: z.number({ error: 'required' }).int().min(1, 'greater-than-0').max(MAX_AMOUNT, 'too-large'),
});
export const kmpDoc = docHeader.extend({
  /** the partner */
  komId: z.number().int(),
  /** the partner's name */
  komNaziv: z.string(),
  /** the amount set off, hundredths */
  iznos: z.number().int(),
  /** what the named items he owes us had open when they were named, hundredths */
  otvorenoKupac: z.number().int(),
  /** what the named items we owe him had open when they were named, hundredths */
  otvorenoDobavljac: z.number().int(),
});
export const kmpItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the family code of the invoice whose open item the line names (`prod`, `ur`, `zrn`, …) */
  dokVDoc: z.string({ error: 'required' }).trim().min(1).max(10),
  /** the id of that invoice */
  dokId: refId,
});
export const kmpItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the family code of the invoice */
  dokVDoc: z.string(),
  /** the invoice's id */
  dokId: z.number().int(),
  /** the invoice's label */
  dokOznaka: z.string(),
  /** receivable: he owes it to us; payable: we owe it to him */
  smer: z.enum(openItemDirs),
  /** the invoice's date */
  dokDatum: z.string(),
  /** when it falls due */
  dueDate: z.string(),
  /** the invoice's amount, hundredths */
  iznos: z.number().int(),
  /** what was open of it when it was named, hundredths */
  otvoreno: z.number().int(),
});
