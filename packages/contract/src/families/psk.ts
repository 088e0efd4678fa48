import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';

/** Opening client balances: what each client owed us or we owed them when the books began. */
export const pskEntry = familyEntry({
  vDoc: 'psk',
  resources: ['doc-psk'],
  route: '/pocetno-stanje-klijenata',
  labelPrefix: 'PSK',
  subTypes: { kind: 'client-type' },
  partner: 'none',
  lifecycle: true,
  lineKind: 'client-balance',
  menuKeys: { list: 'pocetno-stanje-klijenata' },
});

const balanceAmount = z.number({ error: 'required' }).int().min(0, 'invalid').max(MAX_AMOUNT, 'too-large').default(0);

export const pskInput = z.strictObject({ ...docHeaderInput });
export const pskDoc = docHeader.extend({ duguje: z.number().int(), potrazuje: z.number().int() });
export const pskItemInput = z
  .strictObject({
    docId: z.number().int().max(MAX_ID, 'too-large').optional(),
    komId: refId,
    /** what the client owed us, hundredths */
    duguje: balanceAmount,
    /** what we owed the client, hundredths */
    potrazuje: balanceAmount,
    /** when the amount falls due; the document's date when left out */
    dueDate: isoDate.nullish(),
    /** the label of the document the amount is open on (an item carried from last year) */
    dokOznaka: z.string().trim().max(60).optional().default(''),
  })
  .refine((i) => i.duguje > 0 || i.potrazuje > 0, { path: ['duguje'], message: 'greater-than-0' });
export const pskItem = z.object({
  id: z.number().int(),
  docId: z.number().int(),
  komId: z.number().int(),
  intNaziv: z.string(),
  pib: z.string(),
  duguje: z.number().int(),
  potrazuje: z.number().int(),
  dueDate: z.string().nullable(),
  dokOznaka: z.string(),
});
