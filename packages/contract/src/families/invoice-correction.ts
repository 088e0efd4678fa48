import { MAX_AMOUNT } from '../bounds';
import { z } from '../zod-config';
import { isoDate } from '../dates';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { vatLine, vatLineInput } from './vat-line';

/**
 * What credit notes (`knod`) and debit notes (`knz`) share: the header naming what they correct
 * (locked invoices of the client, or a period), VAT-rate lines as the expense invoice's, and the
 * totals. The two families differ only in the sign of their postings.
 */

/** The invoice families a correction may name: a customer's (sales, retail) or a supplier's (incoming, expense). */
export const correctedInvoiceFamilies = { customer: ['prod', 'fak'], supplier: ['ur', 'zrn'] } as const;
export const correctedInvoiceKinds = [...correctedInvoiceFamilies.customer, ...correctedInvoiceFamilies.supplier] as const;
export type CorrectedInvoiceKind = (typeof correctedInvoiceKinds)[number];

/** At most this many invoices on one correction. */
export const MAX_CORRECTED_INVOICES = 50;

/** A named invoice: ids are per family, so the family goes with the id (a read invoice's label and date may come along: they are dropped). */
export const correctedInvoiceRef = z.object({
  /** the invoice's family: `prod` sales, `fak` retail, `ur` incoming, `zrn` expense invoice */
  vDoc: z.enum(correctedInvoiceKinds),
  /** the invoice's id in its family */
  docId: refId,
});

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** The header fields of a correction beyond the common ones. */
export const correctionInput = z.strictObject({
  ...docHeaderInput,
  /** the buyer (`-duguje`) or the supplier (`-potrazuje`) */
  komId: refId,
  /** with VAT lines (a change of the price: KIR/KUR rows); false: a financial note, the header's amount only */
  saPdv: z.boolean().optional().default(false),
  /** the basis: free text (an agreement, a complaint) */
  osnov: z.string({ error: 'required' }).trim().min(1, 'required').max(200),
  /** a financial note's model-97 reference of the invoice whose open item it closes */
  poziv: optionalText(30),
  /** a supplier's note (`-potrazuje`): the supplier's own number of it, the document number KUR shows */
  dokBroj: optionalText(50),
  /** a financial note's amount, hundredths, more than 0 (a note with VAT sums its lines: what it sends back is ignored) */
  iznos: z.number().int().nonnegative('greater-than-0').max(MAX_AMOUNT, 'too-large').nullish(),
  /** the locked invoices of this client the note corrects */
  fakture: z.array(correctedInvoiceRef).max(MAX_CORRECTED_INVOICES, 'too-many').optional().default([]),
  /** or the period it corrects (a rebate over the client's invoices of the period): first day ('' or null: none) */
  periodOd: z.union([isoDate, z.literal('')]).nullish(),
  /** … and last day */
  periodDo: z.union([isoDate, z.literal('')]).nullish(),
});

/** A named invoice as read: its label, the number the partner knows it by, its date. */
export const correctedInvoice = z.object({
  /** the invoice's family: `prod` sales, `fak` retail, `ur` incoming, `zrn` expense invoice */
  vDoc: z.string(),
  /** the invoice's id in its family */
  docId: z.number().int(),
  /** our label of the invoice */
  oznaka: z.string(),
  /** the invoice's number as both sides know it: our label for a sale, the supplier's number for a purchase */
  broj: z.string(),
  /** the invoice's date (a supplier's: their date) */
  datum: z.string(),
});
export type CorrectedInvoice = z.infer<typeof correctedInvoice>;

export const correctionDoc = docHeader.extend({
  /** the client */
  komId: z.number().int(),
  /** the client's name */
  komNaziv: z.string(),
  /** with VAT lines */
  saPdv: z.boolean(),
  /** the basis */
  osnov: z.string(),
  /** the reference a financial note quotes */
  poziv: z.string(),
  /** a supplier's note: the supplier's own number of it ('' none) */
  dokBroj: z.string(),
  /** the named invoices */
  fakture: z.array(correctedInvoice),
  /** the corrected period's first day (null: invoices named) */
  periodOd: z.string().nullable(),
  /** the corrected period's last day (null: invoices named) */
  periodDo: z.string().nullable(),
  /** base without VAT, hundredths */
  osnovica: z.number().int(),
  /** VAT, hundredths */
  pdvIznos: z.number().int(),
  /** the amount with VAT, hundredths */
  iznos: z.number().int(),
});

/** A line: a VAT rate and the base the note changes at it, without VAT, hundredths. */
export const correctionItemInput = vatLineInput;
/** A line as read: the base it changes at the rate, without VAT, hundredths. */
export const correctionItem = vatLine;

/** The client role each side needs. */
export const correctionSide = (vSubDoc: string): 'customer' | 'supplier' => (vSubDoc.endsWith('-potrazuje') ? 'supplier' : 'customer');
