import { MAX_AMOUNT } from '../bounds';
import { z } from '../zod-config';
import { currencyCode, exchangeRate } from '../currency';
import { refId } from '../documents/common';

/**
 * What incoming (ur) and expense (zrn) invoices share beyond dinars and ordinary input VAT:
 * the invoice's currency and rate, and the reverse charge ("interni obračun", docs/domain.md#reverse-charge).
 */

/** none: the supplier's VAT is input VAT; domestic: art. 10 para 2 (the supplier a Serbian VAT payer, no VAT on the invoice); foreign: art. 10 para 1 pt 3 (a foreign supplier). */
export const reverseChargeKinds = ['none', 'domestic', 'foreign'] as const;
export type ReverseChargeKind = (typeof reverseChargeKinds)[number];

/** The header fields of a purchase in a foreign currency (docs/decisions.md#foreign-currency-on-purchases). */
export const purchaseCurrencyInput = {
  /** the invoice's currency (ISO 4217); left out, dinars */
  valuta: currencyCode.default('RSD'),
  /** a contracted rate (millionths of a dinar per unit); left out or empty, the NBS middle rate of the supply date */
  kurs: exchangeRate.nullish(),
  /** reverse charge: we compute the VAT on the supplier's supply ourselves (KIR 3a.2 and KUR 8b.2 / 8g.1) */
  interniObracun: z.enum(reverseChargeKinds, { error: 'invalid' }).default('none'),
  /**
   * an invoice in a foreign currency from a foreign supplier (no input VAT from it); false: a domestic
   * VAT payer's invoice in a currency (a SEF e-invoice), whose VAT is input VAT; left out: as saved,
   * or foreign. Ignored for dinars.
   */
  inostrani: z.boolean().nullish(),
};
export const purchaseCurrencyRead = {
  /** the invoice's currency (ISO 4217) */
  valuta: z.string(),
  /** the rate the invoice is converted at: millionths of a dinar per unit (RSD: 1,000,000) */
  kurs: z.number().int(),
  /** the supplier is foreign (the invoice is in a foreign currency): no input VAT comes from its invoice */
  inostrani: z.boolean(),
  /** reverse charge kind */
  interniObracun: z.enum(reverseChargeKinds),
};

/** Kinds of a dependent cost of an import or purchase (zavisni troškovi). */
export const dependentCostKinds = ['freight', 'insurance', 'duty', 'forwarding', 'other'] as const;
export type DependentCostKind = (typeof dependentCostKinds)[number];

/** A dependent cost line as typed: kind and amount in dinars; a service supplier's invoice with its VAT rate optionally. */
export const dependentCostInput = z.strictObject({
  /** freight, insurance, customs duty, forwarding, other */
  vrsta: z.enum(dependentCostKinds, { error: 'invalid' }),
  /** the amount without VAT, in dinars (hundredths) */
  iznos: z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_AMOUNT, 'too-large'),
  /** the service supplier (freight forwarder, carrier) whose invoice it is; its credit is booked by the lock */
  komId: refId.nullable().optional(),
  /** the service supplier's invoice number */
  dokBroj: z.string().trim().max(50).optional(),
  /** the VAT rate of the service supplier's invoice (art-pdv row) */
  pdvId: refId.nullable().optional(),
});
export type DependentCostInput = z.infer<typeof dependentCostInput>;
/** Left out: the stored cost lines are kept. */
export const dependentCostsInput = z.array(dependentCostInput).max(50, 'too-many').optional();

/** A dependent cost line as stored and read: the rate and VAT resolved on save. */
export const dependentCost = z.object({
  /** freight, insurance, customs duty, forwarding, other */
  vrsta: z.enum(dependentCostKinds),
  /** the amount without VAT, in dinars (hundredths) */
  iznos: z.number().int(),
  /** the service supplier whose invoice it is, null when none is named */
  komId: z.number().int().nullable(),
  /** the service supplier's invoice number */
  dokBroj: z.string(),
  /** the VAT rate of the service supplier's invoice (art-pdv row), null when none */
  pdvId: z.number().int().nullable(),
  /** hundredths of a percent, as it was when the document was saved */
  pdvStopa: z.number().int(),
  /** the service supplier's VAT on it (input VAT, KUR 8a.2) */
  pdvIznos: z.number().int(),
});
export type DependentCost = z.infer<typeof dependentCost>;
