import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys sorted, dates as ISO strings and no whitespace: the same row
 * gives the same text on either database and in any column order.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Header columns that change after the lock by design in every family: the status and its times. */
export const LIFECYCLE_COLUMNS = ['status', 'lockedAt', 'stornoAt'] as const;

/**
 * The hash of a document as locked: its stored header row without the lifecycle columns (and the
 * family's own columns that later documents set, `unhashed`), and its stored lines in id order.
 */
export function contentHash(header: Record<string, unknown>, items: Record<string, unknown>[], unhashed: readonly string[]): string {
  const skip = new Set<string>([...LIFECYCLE_COLUMNS, ...unhashed]);
  const kept = Object.fromEntries(Object.entries(header).filter(([k]) => !skip.has(k)));
  return sha256(canonicalJson({ header: kept, items }));
}

/** What a chain record's hash covers: every column but its id and the hash itself. */
export interface ChainRecordFields {
  companyId: number;
  seq: number;
  vDoc: string;
  docId: number;
  status: 'locked' | 'storno';
  userId: number | null;
  at: Date;
  contentHash: string;
  prevHash: string;
}

export const recordHash = (r: ChainRecordFields): string =>
  sha256(
    canonicalJson({
      companyId: r.companyId,
      seq: r.seq,
      vDoc: r.vDoc,
      docId: r.docId,
      status: r.status,
      userId: r.userId,
      at: r.at,
      contentHash: r.contentHash,
      prevHash: r.prevHash,
    }),
  );
