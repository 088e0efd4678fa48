import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';

/**
 * Credit note (knjižno odobrenje): `knod-duguje` to a customer lowers what they owe us,
 * `knod-potrazuje` from a supplier lowers what we owe them. No lines: the amount is the header's.
 */
export const knodEntry = familyEntry({
  vDoc: 'knod',
  resources: ['doc-knod'],
  route: '/knjizna-odobrenja',
  labelPrefix: 'KNOD',
  subTypes: { kind: 'fixed', values: ['knod-duguje', 'knod-potrazuje'] },
  partner: 'either',
  lifecycle: true,
  lineKind: 'none',
  menuKeys: { list: 'knjizna-odobrenja-kupci' },
});

/** The client role each sub-type needs. */
export const knodPartner = { 'knod-duguje': 'buyer', 'knod-potrazuje': 'supplier' } as const;

export const knodInput = z.strictObject({
  ...docHeaderInput,
  /** the buyer (knod-duguje) or supplier (knod-potrazuje) */
  komId: refId,
  /** the basis: an invoice's label when one is picked, or free text (an agreement) */
  osnov: z.string({ error: 'required' }).trim().min(1, 'required').max(200),
  /** the model-97 reference of the credited invoice; it closes that invoice's open item */
  poziv: z.string().trim().max(30).optional().default(''),
  /** the credited amount with VAT, hundredths */
  iznos: z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_AMOUNT, 'too-large'),
});
/** Header: `komId`/`komNaziv` the client; `osnov` the basis; `poziv` the credited invoice's reference; `iznos` the credited amount, hundredths. */
export const knodDoc = docHeader.extend({ komId: z.number().int(), komNaziv: z.string(), osnov: z.string(), poziv: z.string(), iznos: z.number().int() });
/** A credit note has no lines: every line payload is refused. */
export const knodItemInput = z.strictObject({ docId: z.number().int().max(MAX_ID, 'too-large').optional() }).refine(() => false, { path: ['docId'], message: 'no-lines' });
/** A line, never written (a credit note has none): its id and document. */
export const knodItem = z.object({ id: z.number().int(), docId: z.number().int() });
