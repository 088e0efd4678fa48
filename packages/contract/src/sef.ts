import { pathId } from './bounds';
import { z } from './zod-config';
import { sefPurchaseSyncResult } from './sef-purchase';

/**
 * Where a document stands on its way to SEF (docs/decisions.md "SEF connection"):
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
  keySet: z.boolean(),
  keySetAt: z.string().nullable(),
  lastOkAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** eOtpremnica's address the server talks to (demo, production or the simulator) */
  baseUrl: z.string(),
});
export type EotpSettings = z.infer<typeof eotpSettings>;

/** `GET /v1/sef/settings`: whether a key is set and when it last worked; never the key. */
export const sefSettings = z.object({
  keySet: z.boolean(),
  /** when the key was entered */
  keySetAt: z.string().nullable(),
  /** the last call SEF answered with this key */
  lastOkAt: z.string().nullable(),
  /** the message key of the last failure, when it came after the last success */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** SEF's address the server talks to (demo, production or a simulator) */
  baseUrl: z.string(),
  /** eOtpremnica's own key (SEF-API.md section 7: its own portal and key) */
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
  .strictObject({ apiKey: apiKeyField.optional(), eotpApiKey: apiKeyField.optional() })
  .refine((input) => input.apiKey !== undefined || input.eotpApiKey !== undefined, { message: 'error.sef.apiKey.required', path: ['apiKey'] });
export type SefSettingsInput = z.infer<typeof sefSettingsInput>;

/** A document's SEF status, as its page and its list show it. */
export const sefDocStatus = z.object({
  state: z.enum(sefOutboxStates),
  /** SEF's status (`Sent`, `Approved`, `Rejected`, `Cancelled`, `Storno`, `Mistake` …), once SEF took it */
  sefStatus: z.string().nullable(),
  /** when SEF's status last changed */
  sefStatusAt: z.string().nullable(),
  /** SEF's comment (a rejection's reason) */
  sefComment: z.string().nullable(),
  /** SEF's ids */
  salesInvoiceId: z.number().int().nullable(),
  /** why it was not sent or failed: a message key */
  errorKey: z.string().nullable(),
  /** SEF's own message and code of a refusal */
  errorMessage: z.string().nullable(),
  errorCode: z.string().nullable(),
  attempts: z.number().int(),
  requestId: z.string(),
});
export type SefDocStatus = z.infer<typeof sefDocStatus>;

export const sefDocParams = z.object({ vDoc: z.string().max(20), docId: pathId() });

/** What one synchronisation did with the dispatch notes on eOtpremnica (issue 24). */
export const eotpSyncResult = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  statusesUpdated: z.number().int(),
  /** receipt advices the buyers sent, stored on their invoices */
  receipts: z.number().int(),
});
export type EotpSyncResult = z.infer<typeof eotpSyncResult>;

/** `POST /v1/sef/sync`: what one synchronisation did (SEF's figures are 0 for a company with only an eOtpremnica key). */
export const sefSyncResult = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  statusesUpdated: z.number().int(),
  /** the purchase invoices pulled into the inbox */
  purchases: sefPurchaseSyncResult.optional(),
  /** the dispatch notes, when the company has an eOtpremnica key */
  eotp: eotpSyncResult.optional(),
});
export type SefSyncResult = z.infer<typeof sefSyncResult>;

/** `GET /v1/sef/statuses?vDoc=&ids=`: the SEF column of a document list's page. */
export const sefStatusesQuery = z.object({
  vDoc: z.string().max(20),
  ids: z
    .string()
    .max(4000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'error.validation')
    .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 500)),
});
export const sefStatusRow = z.object({ docId: z.number().int(), state: z.enum(sefOutboxStates), sefStatus: z.string().nullable(), errorKey: z.string().nullable() });
export type SefStatusRow = z.infer<typeof sefStatusRow>;
