import { queryId } from './bounds';
import { isoDate } from './dates';
import { chainBreaks, historyActions } from './enums';
import { z } from './zod-config';

/** One entry of a document's history (`GET /v1/{resource}/{id}/history`), oldest first. */
export const historyEntry = z.object({
  /** the entry's id */
  id: z.number().int(),
  /** create, save, item-add, item-save, item-delete, lock, storno, delete, attach, detach */
  action: z.enum(historyActions),
  /** when (ISO time) */
  at: z.string(),
  /** who; null for the server itself */
  userId: z.number().int().nullable(),
  /** the user's first and last name; null for the server's own actions */
  userName: z.string().nullable(),
  /** free text (an attachment's file name) */
  detail: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const documentHistory = z.object({
  /** the document's history, oldest first */
  data: z.array(historyEntry),
});

/** The first broken link of a company's chain: the record, the document it names, and why. */
export const chainBreak = z.object({
  /** the record's number in the company's chain */
  seq: z.number().int(),
  /** the chain record */
  recordId: z.number().int().nullable(),
  /** the document's family */
  vDoc: z.string().nullable(),
  /** the document */
  docId: z.number().int().nullable(),
  /** the document's label when it is still there */
  oznaka: z.string().nullable(),
  /** why the link is broken */
  reason: z.enum(chainBreaks),
});
export type ChainBreakInfo = z.infer<typeof chainBreak>;

/** `GET /v1/audit/verify`: the chain recomputed; `head` is worth writing down outside the database. */
export const chainVerification = z.object({
  /** the whole chain holds */
  ok: z.boolean(),
  /** chain records checked */
  records: z.number().int(),
  /** documents checked */
  documents: z.number().int(),
  /** the chain's last record: its number and hash */
  head: z.object({
    /** the record's number in the chain */
    seq: z.number().int(),
    /** the record's hash */
    hash: z.string(),
  }),
  /** the first broken link, null when none */
  broken: chainBreak.nullable(),
  /** when the check ran */
  checkedAt: z.string(),
  /** how long it took, milliseconds */
  ms: z.number().int(),
});
export type ChainVerification = z.infer<typeof chainVerification>;

/** `GET /v1/audit/gl-verify`: the period, and the day to compare at (the period's end when left out). */
export const glVerifyQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** compare the balances as of this day; left out: everything posted in the period */
  datum: isoDate.optional(),
});
export type GlVerifyQuery = z.infer<typeof glVerifyQuery>;

/**
 * What the general ledger is compared with: wholesale stock at cost (132x), retail stock at sale
 * value (1340) and at cost (134x), each client (client accounts but 430/152) and the advances' VAT
 * (430, 152), the current accounts (241), KIR (470–478), deductible KUR (270–278)
 * and the VAT accounts together (27x and 47x against KUR less KIR); each fixed-asset account (01x/02x)
 * against the register's cost of the assets on it, and each accumulated-depreciation account (019x/029x)
 * against their accumulated depreciation.
 */
export const glChecks = ['stock.wholesale', 'stock.retail.sale', 'stock.retail.cost', 'client', 'client.advance-vat', 'current-account', 'cash-desk', 'vat.kir', 'vat.kur', 'vat.net', 'fixed-assets.cost', 'fixed-assets.accumulated'] as const;
export type GlCheck = (typeof glChecks)[number];

/** One difference between the general ledger and a sub-ledger, hundredths (ledger − sub-ledger). */
export const glDifference = z.object({
  /** which comparison */
  check: z.enum(glChecks),
  /** what was compared: the warehouse kind (vp, mp) or a warehouse's own account (13201), the client's id, `all` (the advances' VAT), the account (241), kir / kur / net */
  key: z.string(),
  /** the client's name for a client check, the warehouses' names for a warehouse account's, else empty */
  label: z.string(),
  /** the general ledger's balance, on the sub-ledger's side */
  ledger: z.number().int(),
  /** the sub-ledger's balance */
  subLedger: z.number().int(),
  /** the general ledger's balance less the sub-ledger's */
  difference: z.number().int(),
});
export type GlDifference = z.infer<typeof glDifference>;

/** The general ledger against its sub-ledgers at a date: the differences only, and how much was compared. */
export const glVerification = z.object({
  /** no difference */
  ok: z.boolean(),
  /** the day compared at */
  datum: z.string(),
  /** whether the kept balances were compared (the period's end) or the rows up to the day */
  kept: z.boolean(),
  /** how many pairs were compared */
  compared: z.number().int(),
  /** the differences found (none when `ok`) */
  checks: z.array(glDifference),
  /** how long it took, milliseconds */
  ms: z.number().int(),
});
export type GlVerification = z.infer<typeof glVerification>;
