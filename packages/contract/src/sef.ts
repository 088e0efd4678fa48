import { pathId } from './bounds';
import { z } from './zod-config';
import { sefPurchaseSyncResult } from './sef-purchase';

/**
 * Where a document stands on its way to SEF (docs/decisions.md#sef-and-eotpremnica):
 * `queued` written by the lock, `sending` taken by a sender, `sent` SEF took it (its own status
 * follows in `sefStatus`), `failed` SEF or the document refused it (fix, then send again),
 * `skipped` not for SEF (the buyer is not on SEF, or a private person).
 */
export const sefOutboxStates = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type SefOutboxState = (typeof sefOutboxStates)[number];

/**
 * Where a company's synchronisation with SEF and eOtpremnica stands (`sef_sync_progress.state`, the
 * agency's desk): `running` started and not ended, `done` ended with SEF and eOtpremnica answering,
 * `key-refused` SEF or eOtpremnica refused the company's key (that company stopped, the others go
 * on), `error` ended early for another reason (SEF out of reach; the message key is kept).
 */
export const sefSyncStates = ['running', 'done', 'key-refused', 'error'] as const;
export type SefSyncState = (typeof sefSyncStates)[number];

/** `GET /v1/sef/settings` `eotp`: whether the company's eOtpremnica key is set and how it last fared; never the key. */
export const eotpSettings = z.object({
  /** the company has entered its eOtpremnica key */
  keySet: z.boolean(),
  /** when the key was entered */
  keySetAt: z.string().nullable(),
  /** the last call eOtpremnica answered with this key */
  lastOkAt: z.string().nullable(),
  /** the message key of the last failure, when it came after the last success */
  lastError: z.string().nullable(),
  /** when that failure happened */
  lastErrorAt: z.string().nullable(),
  /** eOtpremnica's address the server talks to (demo, production or a simulator) */
  baseUrl: z.string(),
});
export type EotpSettings = z.infer<typeof eotpSettings>;

/** `GET /v1/sef/settings`: whether a key is set and when it last worked; never the key. */
export const sefSettings = z.object({
  /** the company has entered its SEF key */
  keySet: z.boolean(),
  /** when the key was entered */
  keySetAt: z.string().nullable(),
  /** the last call SEF answered with this key */
  lastOkAt: z.string().nullable(),
  /** the message key of the last failure, when it came after the last success */
  lastError: z.string().nullable(),
  /** when that failure happened */
  lastErrorAt: z.string().nullable(),
  /** when the company's last synchronisation with SEF ran */
  lastSyncAt: z.string().nullable(),
  /** SEF's address the server talks to (demo, production or a simulator) */
  baseUrl: z.string(),
  /** eOtpremnica's own key (docs/domain.md#eotpremnica: its own portal and key) */
  eotp: eotpSettings,
});
export type SefSettings = z.infer<typeof sefSettings>;

const apiKeyField = z
  .string()
  .trim()
  .min(1, 'error.sef.apiKey.required')
  .max(200, 'error.sef.apiKey.too-long')
  // it travels as an HTTP header: printable ASCII only (SEF's keys are GUIDs)
  .regex(/^[\x21-\x7e]*$/, 'error.sef.apiKey.invalid');

/** SEF's key, eOtpremnica's key, or both; at least one. */
export const sefSettingsInput = z
  .strictObject({
    /** the company's SEF key; left out: kept as it is */
    apiKey: apiKeyField.optional(),
    /** the company's eOtpremnica key; left out: kept as it is */
    eotpApiKey: apiKeyField.optional(),
  })
  .refine((input) => input.apiKey !== undefined || input.eotpApiKey !== undefined, { message: 'error.sef.apiKey.required', path: ['apiKey'] });
export type SefSettingsInput = z.infer<typeof sefSettingsInput>;

/** A document's SEF status, as its page and its list show it. */
export const sefDocStatus = z.object({
  /** where the document stands on its way to SEF */
  state: z.enum(sefOutboxStates),
  /** SEF's status (`Sent`, `Approved`, `Rejected`, `Cancelled`, `Storno`, `Mistake` …), once SEF took it */
  sefStatus: z.string().nullable(),
  /** when SEF's status last changed */
  sefStatusAt: z.string().nullable(),
  /** SEF's comment (a rejection's reason) */
  sefComment: z.string().nullable(),
  /** SEF's id of the sales invoice, once SEF took it */
  salesInvoiceId: z.number().int().nullable(),
  /** why it was not sent or failed: a message key */
  errorKey: z.string().nullable(),
  /** SEF's own message of a refusal */
  errorMessage: z.string().nullable(),
  /** SEF's own code of a refusal */
  errorCode: z.string().nullable(),
  /** how many times a sending was tried */
  attempts: z.number().int(),
  /** the idempotency key the sendings carry (one per document), so SEF takes the document once */
  requestId: z.string(),
});
export type SefDocStatus = z.infer<typeof sefDocStatus>;

export const sefDocParams = z.object({
  /** the document's family */
  vDoc: z.string().max(20),
  /** the document's id */
  docId: pathId(),
});

/** How many documents a synchronisation sent, saw refused or left out, and whose status it updated. */
const sendCounts = {
  /** documents the receiving side took */
  sent: z.number().int(),
  /** documents it refused, or that could not be sent */
  failed: z.number().int(),
  /** documents not for it (the buyer not on it, a private person) */
  skipped: z.number().int(),
  /** documents sent earlier whose status changed there */
  statusesUpdated: z.number().int(),
};

/** What one synchronisation did with the dispatch notes on eOtpremnica (docs/decisions.md#electronic-dispatch-notes). */
export const eotpSyncResult = z.object({
  ...sendCounts,
  /** receipt advices the buyers sent, stored on their invoices */
  receipts: z.number().int(),
});
export type EotpSyncResult = z.infer<typeof eotpSyncResult>;

/** `POST /v1/sef/sync`: what one synchronisation did (SEF's figures are 0 for a company with only an eOtpremnica key). */
export const sefSyncResult = z.object({
  ...sendCounts,
  /** the purchase invoices pulled into the inbox */
  purchases: sefPurchaseSyncResult.optional(),
  /** the dispatch notes, when the company has an eOtpremnica key */
  eotp: eotpSyncResult.optional(),
});
export type SefSyncResult = z.infer<typeof sefSyncResult>;

/** `GET /v1/sef/statuses?vDoc=&ids=`: the SEF column of a document list's page. */
export const sefStatusesQuery = z.object({
  /** the documents' family */
  vDoc: z.string().max(20),
  /** the documents' ids, comma-separated (at most 500 are read) */
  ids: z
    .string()
    .max(4000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'error.validation')
    .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 500)),
});
export const sefStatusRow = z.object({
  /** the document's id */
  docId: z.number().int(),
  /** where the document stands on its way to SEF */
  state: z.enum(sefOutboxStates),
  /** SEF's status, once SEF took it */
  sefStatus: z.string().nullable(),
  /** why it was not sent or failed: a message key */
  errorKey: z.string().nullable(),
});
export type SefStatusRow = z.infer<typeof sefStatusRow>;
