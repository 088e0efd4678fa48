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

/** Header input: the common fields only (the client is on each line). */
export const pskInput = z.strictObject({ ...docHeaderInput });
/** Header: `duguje` what clients owed us and `potrazuje` what we owed them, summed over the lines, hundredths. */
export const pskDoc = docHeader.extend({
  /** what clients owed us, summed over the lines, hundredths */
  duguje: z.number().int(),
  /** what we owed clients, summed over the lines, hundredths */
  potrazuje: z.number().int(),
});
export const pskItemInput = z
  .strictObject({
    /** the document */
    docId: z.number().int().max(MAX_ID, 'too-large').optional(),
    /** the client */
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
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the client */
  komId: z.number().int(),
  /** the client's short name */
  intNaziv: z.string(),
  /** the client's tax id */
  pib: z.string(),
  /** debit (duguje): invoiced to the client, hundredths */
  duguje: z.number().int(),
  /** credit (potražuje): invoiced by the client, or a credit granted to them, hundredths */
  potrazuje: z.number().int(),
  /** when the amount falls due */
  dueDate: z.string().nullable(),
  /** the label of the document the amount is open on */
  dokOznaka: z.string(),
});
