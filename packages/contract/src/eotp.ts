import { z } from './zod-config';
import { sefOutboxStates } from './sef';

/**
 * eOtpremnica, the electronic dispatch notes (issue 24, SEF-API.md section 7): a locked goods
 * invoice's DespatchAdvice goes through its own outbox, the same states as SEF's
 * (docs/decisions.md "Electronic dispatch notes").
 */

/** One line of the buyer's receipt advice: the dispatch note's line, what was received and what refused (thousandths). */
export const eotpReceiptLine = z.object({
  lineId: z.string(),
  received: z.number().int(),
  rejected: z.number().int(),
  /** the refusal's reason, as the buyer wrote it */
  reason: z.string().nullable(),
});
export type EotpReceiptLine = z.infer<typeof eotpReceiptLine>;

/** `GET /v1/eotp/status/{vDoc}/{docId}`: the dispatch note of a goods invoice on eOtpremnica. */
export const eotpDocStatus = z.object({
  state: z.enum(sefOutboxStates),
  /** eOtpremnica's id of the dispatch note, once it processed the request */
  documentId: z.string().nullable(),
  /** `Sent`, `Delivered`, `Cancelled`, `Seized`, `Fulfilled` (the supplier's view) */
  status: z.string().nullable(),
  statusAt: z.string().nullable(),
  errorKey: z.string().nullable(),
  errorMessage: z.string().nullable(),
  errorCode: z.string().nullable(),
  attempts: z.number().int(),
  requestId: z.string(),
  /** the buyer's receipt advice, when one arrived */
  receipt: z
    .object({
      id: z.string(),
      /** `Accepted` or `Rejected` (or `Cancelled`) */
      status: z.string(),
      at: z.string().nullable(),
      lines: z.array(eotpReceiptLine),
    })
    .nullable(),
});
export type EotpDocStatus = z.infer<typeof eotpDocStatus>;
