import { MAX_AMOUNT, MAX_ID, MAX_PERCENT } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { artId, docHeader, docHeaderInput, itemBase, price, qty, refId } from '../documents/common';
import { familyEntry } from './entry';
import { avansiInput, avansRead } from './avr';
import { dependentCost, dependentCostsInput, purchaseCurrencyInput, purchaseCurrencyRead } from './purchase-vat';

/** Incoming goods invoice with the purchase calculation (kalkulacija). */
export const urEntry = familyEntry({
  vDoc: 'ur',
  resources: ['doc-ur', 'doc-nab'],
  route: '/ulazni-racuni',
  labelPrefix: 'UR',
  subTypes: { kind: 'turnover' },
  partner: 'supplier',
  lifecycle: true,
  lineKind: 'article',
  menuKeys: { list: 'ulazni-racuni', create: 'ulazni-racuni-new' },
  prints: { names: ['kalkulacija', 'prijem-robe'] },
});

export const urInput = z.strictObject({
  ...docHeaderInput,
  /** the receiving warehouse */
  magId: refId,
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
  /** the supplier's advance invoices (avr-primljeni) this invoice deducts, gross per advance */
  avansi: avansiInput,
  ...purchaseCurrencyInput,
  /** dependent costs (zavisni troškovi) added to the purchase calculation; left out, kept */
  troskovi: dependentCostsInput,
});
export const urDoc = docHeader.extend({
  /** the advances deducted, with their labels */
  avansi: z.array(avansRead),
  /** gross of the advances deducted, hundredths */
  avansIznos: z.number().int(),
  /** what we still owe the supplier: the whole gross less the advances, hundredths */
  zaUplatu: z.number().int(),
  /** the receiving warehouse */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
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
  /** invoice value of all lines, hundredths */
  fakVrednost: z.number().int(),
  /** discount of all lines, hundredths */
  rabatVrednost: z.number().int(),
  /** purchase value, hundredths */
  nabVrednost: z.number().int(),
  /** input VAT, hundredths */
  nabPdv: z.number().int(),
  /** total payable to the supplier (purchase value + VAT), hundredths */
  nabIznos: z.number().int(),
  /** sale value, hundredths */
  prodVrednost: z.number().int(),
  ...purchaseCurrencyRead,
  /** the invoice's value less discounts in its currency, hundredths */
  devVrednost: z.number().int(),
  /** dependent costs, dinars: part of the purchase value, not of the supplier's invoice */
  zavisniTr: z.number().int(),
  /** the dependent cost lines */
  troskovi: z.array(dependentCost),
});
export const urItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the article */
  artId,
  /** quantity, thousandths */
  kolicina: qty,
  /** invoice price without VAT, in the invoice's currency, hundredths */
  fakCena: z.number().int().min(0, 'invalid').max(MAX_AMOUNT, 'too-large').default(0),
  /** discount in thousandths of a percent (10 % = 10000) */
  rabat1: z.number().int().min(0, 'invalid').max(MAX_PERCENT, 'invalid').default(0),
  /** the warehouse's new sale price (retail: with VAT), hundredths */
  prodCena: price('prodCena'),
});
export const urItem = z.object({
  ...itemBase,
  /** invoice price without VAT, hundredths */
  fakCena: z.number().int(),
  /** discount in thousandths of a percent (10 % = 10000) */
  rabat1: z.number().int(),
  /** purchase price (invoice price less discount), hundredths */
  nabCena: z.number().int(),
  /** the line's value less the discount in the invoice's currency, hundredths */
  devVr: z.number().int(),
  /** invoice value: quantity × invoice price, in dinars, hundredths */
  fakVr: z.number().int(),
  /** discount value, hundredths */
  rabatVr: z.number().int(),
  /** purchase value of the line in dinars (the invoice's; the dependent costs' share is added at the lock), hundredths */
  nabVr: z.number().int(),
  /** VAT rate in hundredths of a percent (2000 = 20 %), as when the line was entered */
  pdvStopa: z.number().int(),
  /** input VAT, hundredths */
  nabPdv: z.number().int(),
  /** the warehouse's new sale price (retail: with VAT), hundredths */
  prodCena: z.number().int(),
  /** sale value: quantity × sale price, hundredths */
  prodVr: z.number().int(),
  /** the line's share of the dependent costs (spread by invoice value), hundredths */
  zavisniTr: z.number().int(),
  /** cost price with that share (the purchase value with it over the quantity), hundredths: what the stock receives */
  nabCenaTr: z.number().int(),
  /** margin of the sale price (without VAT) over the cost price with the dependent costs, hundredths of a percent */
  ruc: z.number().int(),
});
