import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { docHeader, docHeaderInput } from '../documents/common';
import { familyEntry } from './entry';

/**
 * Manual journal entry (nalog za knjiženje): what no document carries (salaries, depreciation,
 * accruals, corrections); `ps` is the year's opening entry typed in (the first year).
 */
export const nalEntry = familyEntry({
  vDoc: 'nal',
  resources: ['doc-nal'],
  route: '/nalozi-za-knjizenje',
  labelPrefix: 'NK',
  subTypeLabels: { nal: 'NK', ps: 'PS' },
  subTypes: { kind: 'fixed', values: ['nal', 'ps'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'journal',
  menuKeys: { list: 'nalozi-za-knjizenje', create: 'nalozi-za-knjizenje-new' },
});

const side = z.number({ error: 'required' }).int().min(0, 'invalid').max(MAX_AMOUNT, 'too-large').default(0);

export const nalInput = z.strictObject({ ...docHeaderInput });
/** Header: the lines' debit and credit totals, hundredths. */
export const nalDoc = docHeader.extend({
  /** the lines' debit total, hundredths */
  duguje: z.number().int(),
  /** the lines' credit total, hundredths */
  potrazuje: z.number().int(),
});
export const nalItemInput = z
  .strictObject({
    /** the document */
    docId: z.number().int().max(MAX_ID, 'too-large').optional(),
    /** the account (konto) the line posts to */
    konto: z
      .string({ error: 'required' })
      .trim()
      .regex(/^\d{3,12}$/, 'invalid'),
    /** the client, on an account that carries clients (204, 435, …); none on the others */
    komId: z.number().int().positive('invalid').max(MAX_ID, 'too-large').nullish(),
    /** debit (duguje), hundredths */
    duguje: side,
    /** credit (potražuje), hundredths */
    potrazuje: side,
    /** the line's description */
    opis: z.string().trim().max(200).optional().default(''),
  })
  .refine((i) => (i.duguje > 0) !== (i.potrazuje > 0), { path: ['duguje'], message: 'one-side' });
export const nalItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the account (konto) the line posts to */
  konto: z.string(),
  /** the account's name */
  kontoNaziv: z.string(),
  /** the client, null on an account without clients */
  komId: z.number().int().nullable(),
  /** the client's short name ('' without a client) */
  intNaziv: z.string(),
  /** debit (duguje), hundredths */
  duguje: z.number().int(),
  /** credit (potražuje), hundredths */
  potrazuje: z.number().int(),
  /** the line's description */
  opis: z.string(),
});
