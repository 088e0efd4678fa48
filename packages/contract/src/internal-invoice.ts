import { pathId } from './bounds';
import { z } from './zod-config';
import { sefDocStatus } from './sef';

/**
 * The purchases an internal invoice is made from (reverse charge, docs/domain.md#reverse-charge): an
 * incoming goods invoice (`ur`) or an expense invoice (`zrn`) booked with `interniObracun`.
 */
export const internalInvoiceSources = ['ur', 'zrn'] as const;
export type InternalInvoiceSource = (typeof internalInvoiceSources)[number];

/** `/v1/internal-invoices/{vDoc}/{docId}`: the purchase the internal invoice belongs to. */
export const internalInvoiceParams = z.object({
  /** the purchase's family: `ur` or `zrn` */
  vDoc: z.enum(internalInvoiceSources, { error: 'invalid' }),
  /** the purchase's id */
  docId: pathId(),
});

/**
 * The internal invoice of a reverse-charge purchase (interni račun, on SEF for periods after
 * 31 March 2026; docs/decisions.md#internal-invoices-on-sef): its number and date, what it
 * carries, and where its sending to SEF stands.
 */
export const internalInvoice = z.object({
  /** the internal invoice's id (its SEF status: `GET /v1/sef/status/iri/{id}`) */
  id: z.number().int(),
  /** the purchase's family */
  vDoc: z.enum(internalInvoiceSources),
  /** the purchase's id */
  docId: z.number().int(),
  /** its number: `INT-` and the purchase's label */
  broj: z.string(),
  /** its date: the purchase's VAT point (the day the VAT we compute is due) */
  datum: z.string(),
  /** the base, hundredths of a dinar */
  osnovica: z.number().int(),
  /** the VAT we compute on it, hundredths of a dinar */
  pdvIznos: z.number().int(),
  /** where it stands on its way to SEF; null when nothing is queued (the company has no SEF key) */
  sef: sefDocStatus.nullable(),
});
export type InternalInvoice = z.infer<typeof internalInvoice>;
