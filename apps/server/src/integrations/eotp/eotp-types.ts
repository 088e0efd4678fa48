import { z } from 'zod';
import { optText } from '../sef/sef-json';

/**
 * eOtpremnica's answers (docs/domain.md#eotpremnica), camelCase. Only the fields the product reads; an
 * unknown field is ignored, a missing optional one reads as null.
 */

/** A processing error of a request (`businessMessages`). */
export const eotpBusinessMessage = z.object({ code: optText, xmlValidationCode: optText, severity: optText, details: optText, path: optText });
export type EotpBusinessMessage = z.output<typeof eotpBusinessMessage>;

const documentRef = z.object({ id: z.string(), status: optText, documentNumber: optText, despatchAdviceId: optText });
export type EotpDocumentRef = z.output<typeof documentRef>;

/** One item of a feed: a request's outcome, or a change of a document in a role's view. */
export const eotpChange = z.object({
  id: z.string(),
  type: optText,
  date: optText,
  requestId: optText,
  data: z
    .object({ despatchAdvice: documentRef.nullish(), receiptAdvice: documentRef.nullish() })
    .nullish()
    .transform((d) => ({ despatchAdvice: d?.despatchAdvice ?? null, receiptAdvice: d?.receiptAdvice ?? null })),
  businessMessages: z
    .array(eotpBusinessMessage)
    .nullish()
    .transform((m) => m ?? []),
});
export type EotpChange = z.output<typeof eotpChange>;

export const eotpChanges = z.object({ items: z.array(eotpChange) });

/** `GET /public/documents/{role}/{kind}/{id}`. */
export const eotpDocument = z.object({ id: z.string(), status: optText, documentNumber: optText });
export type EotpDocument = z.output<typeof eotpDocument>;

/** eOtpremnica's roles, as its paths name them. */
export type EotpRole = 'suppliers' | 'customers' | 'carriers';
export type EotpDocumentKind = 'despatch-advices' | 'receipt-advices';
