import { familyEntry } from './entry';
import { correctionDoc, correctionInput, correctionItem, correctionItemInput } from './invoice-correction';

/**
 * Credit note (knjižno odobrenje, a document of reduction): `knod-duguje` to a customer lowers what
 * they owe us, `knod-potrazuje` from a supplier lowers what we owe them. With VAT lines it lowers
 * the named invoices' base and VAT (a negative KIR or KUR row per rate); without them it is a
 * financial credit note, the header's amount only.
 */
export const knodEntry = familyEntry({
  vDoc: 'knod',
  resources: ['doc-knod'],
  route: '/knjizna-odobrenja',
  labelPrefix: 'KNOD',
  // plain labels, unique in a period: KO-1/2024 to customers, KOD-1/2024 from suppliers
  subTypeLabels: { 'knod-duguje': 'KO', 'knod-potrazuje': 'KOD' },
  subTypes: { kind: 'fixed', values: ['knod-duguje', 'knod-potrazuje'] },
  partner: 'either',
  lifecycle: true,
  lineKind: 'vat-amount',
  prints: { names: ['dokument'] },
  // a note with VAT to a customer goes to SEF: a credit note as 381, a debit note as 383
  einvoice: { despatch: false, sent: ['knod-duguje'] },
  menuKeys: { list: 'knjizna-odobrenja-kupci' },
});

/** The client role each sub-type needs. */
export const knodPartner = { 'knod-duguje': 'buyer', 'knod-potrazuje': 'supplier' } as const;

export const knodInput = correctionInput;
/** Header: the client, the basis, the named invoices or period, and the totals. */
export const knodDoc = correctionDoc;
/** A line: a VAT rate and the base credited at it. */
export const knodItemInput = correctionItemInput;
export const knodItem = correctionItem;
