import { familyEntry } from './entry';
import { correctionDoc, correctionInput, correctionItem, correctionItemInput } from './invoice-correction';

/**
 * Debit note (knjižno zaduženje, a document of increase), the credit note's mirror: `knz-duguje` to
 * a customer raises what they owe us, `knz-potrazuje` from a supplier raises what we owe them. With
 * VAT lines it raises the named invoices' base and VAT (a positive KIR or KUR row per rate).
 */
export const knzEntry = familyEntry({
  vDoc: 'knz',
  resources: ['doc-knz'],
  route: '/knjizna-zaduzenja',
  labelPrefix: 'KNZ',
  // plain labels, unique in a period: KZ-1/2024 to customers, KZD-1/2024 from suppliers
  subTypeLabels: { 'knz-duguje': 'KZ', 'knz-potrazuje': 'KZD' },
  subTypes: { kind: 'fixed', values: ['knz-duguje', 'knz-potrazuje'] },
  partner: 'either',
  lifecycle: true,
  lineKind: 'vat-amount',
  prints: { names: ['dokument'] },
  // a note with VAT to a customer goes to SEF: a credit note as 381, a debit note as 383
  einvoice: { despatch: false, sent: ['knz-duguje'] },
  menuKeys: { list: 'knjizna-zaduzenja-kupci' },
});

/** The client role each sub-type needs. */
export const knzPartner = { 'knz-duguje': 'buyer', 'knz-potrazuje': 'supplier' } as const;

export const knzInput = correctionInput;
/** Header: the client, the basis, the named invoices or period, and the totals. */
export const knzDoc = correctionDoc;
/** A line: a VAT rate and the base added at it. */
export const knzItemInput = correctionItemInput;
export const knzItem = correctionItem;
