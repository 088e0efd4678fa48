import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys sorted, dates as ISO strings and no whitespace: the text a chain
 * record's hash is taken of.
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

/**
 * sha256 of the record's canonical JSON: its fields with their keys sorted, the time as an ISO
 * string (written out rather than through `canonicalJson`, as the check hashes every record).
 */
export const recordHash = (r: ChainRecordFields): string =>
  sha256(
    `{"at":${JSON.stringify(r.at.toISOString())},"companyId":${r.companyId},"contentHash":${JSON.stringify(r.contentHash)},"docId":${r.docId},` +
      `"prevHash":${JSON.stringify(r.prevHash)},"seq":${r.seq},"status":${JSON.stringify(r.status)},"userId":${r.userId === null ? 'null' : r.userId},"vDoc":${JSON.stringify(r.vDoc)}}`,
  );
