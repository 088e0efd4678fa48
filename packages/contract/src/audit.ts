import { chainBreaks, historyActions } from './enums';
import { z } from './zod-config';

/** One entry of a document's history (`GET /v1/{resource}/{id}/history`), oldest first. */
export const historyEntry = z.object({
  id: z.number().int(),
  action: z.enum(historyActions),
  at: z.string(),
  userId: z.number().int().nullable(),
  /** the user's first and last name; null for the server's own actions */
  userName: z.string().nullable(),
  detail: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const documentHistory = z.object({ data: z.array(historyEntry) });

/** The first broken link of a company's chain: the record, the document it names, and why. */
export const chainBreak = z.object({
  seq: z.number().int(),
  recordId: z.number().int().nullable(),
  vDoc: z.string().nullable(),
  docId: z.number().int().nullable(),
  /** the document's label when it is still there */
  oznaka: z.string().nullable(),
  reason: z.enum(chainBreaks),
});
export type ChainBreakInfo = z.infer<typeof chainBreak>;

/** `GET /v1/audit/verify`: the chain recomputed; `head` is worth writing down outside the database. */
export const chainVerification = z.object({
  ok: z.boolean(),
  records: z.number().int(),
  documents: z.number().int(),
  head: z.object({ seq: z.number().int(), hash: z.string() }),
  broken: chainBreak.nullable(),
  checkedAt: z.string(),
  ms: z.number().int(),
});
export type ChainVerification = z.infer<typeof chainVerification>;
