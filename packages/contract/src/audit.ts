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
export const documentHistory = z.object({ data: z.array(historyEntry) });

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
  head: z.object({ seq: z.number().int(), hash: z.string() }),
  /** the first broken link, null when none */
  broken: chainBreak.nullable(),
  /** when the check ran */
  checkedAt: z.string(),
  /** how long it took, milliseconds */
  ms: z.number().int(),
});
export type ChainVerification = z.infer<typeof chainVerification>;
