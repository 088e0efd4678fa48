import { z } from './zod-config';
import { sefOutboxStates } from './sef';

/**
 * eOtpremnica, the electronic dispatch notes (docs/decisions.md#electronic-dispatch-notes, docs/domain.md#eotpremnica): a locked goods
 * invoice's DespatchAdvice goes through its own outbox, the same states as SEF's
 * (docs/decisions.md#electronic-dispatch-notes).
 */

/** One line of the buyer's receipt advice: the dispatch note's line, what was received and what refused (thousandths). */
export const eotpReceiptLine = z.object({
  /** the dispatch note's line id */
  lineId: z.string(),
  /** the quantity received, thousandths */
  received: z.number().int(),
  /** the quantity refused, thousandths */
  rejected: z.number().int(),
  /** the refusal's reason, as the buyer wrote it */
  reason: z.string().nullable(),
});
export type EotpReceiptLine = z.infer<typeof eotpReceiptLine>;

/** `GET /v1/eotp/status/{vDoc}/{docId}`: the dispatch note of a goods invoice on eOtpremnica. */
export const eotpDocStatus = z.object({
  /** where the note stands on its way to eOtpremnica */
  state: z.enum(sefOutboxStates),
  /** eOtpremnica's id of the dispatch note, once it processed the request */
  documentId: z.string().nullable(),
  /** `Sent`, `Delivered`, `Cancelled`, `Seized`, `Fulfilled` (the supplier's view) */
  status: z.string().nullable(),
  /** when eOtpremnica's status last changed */
  statusAt: z.string().nullable(),
  /** why it was not sent or failed: a message key */
  errorKey: z.string().nullable(),
  /** eOtpremnica's own message of a refusal */
  errorMessage: z.string().nullable(),
  /** eOtpremnica's own code of a refusal */
  errorCode: z.string().nullable(),
  /** how many times a sending was tried */
  attempts: z.number().int(),
  /** the idempotency key the sendings carry (one per note), so eOtpremnica takes the note once */
  requestId: z.string(),
  /** the buyer's receipt advice, when one arrived */
  receipt: z
    .object({
      /** eOtpremnica's id of the receipt advice */
      id: z.string(),
      /** `Accepted` or `Rejected` (or `Cancelled`) */
      status: z.string(),
      /** when the advice was issued */
      at: z.string().nullable(),
      /** what the buyer received and refused, line by line */
      lines: z.array(eotpReceiptLine),
    })
    .nullable(),
});
export type EotpDocStatus = z.infer<typeof eotpDocStatus>;
