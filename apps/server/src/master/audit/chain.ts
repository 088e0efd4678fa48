import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ChainBreak, ChainBreakInfo, ChainVerification } from '@knjige/contract';
import { selectRows, type Db, type Reader, type Tx } from '../../platform/db/client';
import { auditChain, GENESIS_HASH } from './audit.tables';
import { appendChainRecord, chainedKinds, chainHead, lockChainHead, sortInMemory } from './chain.repo';
import { recordHash, type ChainRecordFields } from './canonical';
import { earlierSchemas, type EarlierTable } from './added-columns';

/**
 * What the chain reads of a document family: its name, its header and line tables, and the columns
 * its hash leaves out. The documents' registry entries (documents/family.ts) have these; the chain
 * sits below the documents, so it names only what it reads.
 */
export interface ChainedFamily {
  vDoc: string;
  header: PgTable & { id: AnyPgColumn; status: AnyPgColumn; oznaka: AnyPgColumn };
  items: PgTable & { id: AnyPgColumn; docId: AnyPgColumn };
  unhashedColumns: readonly string[];
}

/** Header columns that change after the lock in every family by design: the status and its times. */
export const LIFECYCLE_COLUMNS = ['status', 'lockedAt', 'stornoAt'] as const;

type Column = Parameters<typeof eq>[0] & { name: string; getSQLType(): string };

/** A moment as canonical text: UTC, to the microsecond, whatever the session's time zone. */
const utc = (column: SQL | Column, precision: 'US' | 'MS') => sql`to_char(${column} at time zone 'UTC', ${`YYYY-MM-DD"T"HH24:MI:SS.${precision}"Z"`})`;

/**
 * The select list of a row's canonical JSON: its columns but `skip`, by their database names in
 * sorted order (`row_to_json` keeps the order it is given), each moment in UTC.
 */
function sortedColumns(table: PgTable, skip: ReadonlySet<string>, earlier?: EarlierTable): SQL {
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>)
    .filter(([key]) => !skip.has(key))
    .map(([key, column]) => ({ name: column.name === key ? toSnakeCase(key) : column.name, column }))
    .filter(({ name }) => !earlier?.left.has(name))
    .map(({ name, column }) => ({ name: earlier?.renamed.get(name) ?? name, column }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sql.join(
    columns.map(({ name, column }) => sql`${column.getSQLType().includes('with time zone') ? utc(column, 'US') : column} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/** Which documents of a family to read: by id, every one a company's chain names, or the ids a subquery gives. */
export type DocumentScope = { ids: number[] } | { chainOf: number } | { idsFrom: SQL };

/** A document's tables as they stood under an earlier schema (added-columns.ts): columns left out or named as then. */
export type LeftOut = ReadonlyMap<string, EarlierTable>;

/**
 * The canonical content of a family's documents: the JSON text `{"header":{...},"items":[...]}`,
 * the stored header row without the lifecycle columns (and the family's `unhashedColumns`), the
 * stored line rows in id order; keys sorted, no spaces, null values left out (a column added later
 * leaves older documents' text as it was), moments in UTC. The lock and the check both take it
 * from here, so they hash the same text; the lines are aggregated in one pass over the scope.
 * Answers `id`, `status`, `oznaka` and `text`.
 */
export function contentQuery(family: ChainedFamily, scope: DocumentScope, leftOut: LeftOut = new Map()): SQL {
  const { header, items } = family;
  const docIds =
    'ids' in scope
      ? sql`select unnest(string_to_array(${scope.ids.join(',')}, ',')::int[])`
      : 'idsFrom' in scope
        ? scope.idsFrom
        : sql`select ${auditChain.docId} from ${auditChain} where ${auditChain.companyId} = ${scope.chainOf} and ${auditChain.vDoc} = ${family.vDoc}`;
  const headerJson = sql`json_strip_nulls(row_to_json(h))::text`;
  const lines = sql`select ${items.docId} as doc_id, string_agg(json_strip_nulls(row_to_json(l))::text, ',' order by ${items.id}) as items
    from ${items} cross join lateral (select ${sortedColumns(items, new Set(), leftOut.get(getTableName(items)))}) l
    where ${items.docId} in (${docIds}) group by ${items.docId}`;
  return sql`select ${header.id} as id, ${header.status} as status, ${header.oznaka} as oznaka,
      '{"header":' || ${headerJson} || ',"items":[' || coalesce(lines.items, '') || ']}' as text
    from ${header} cross join lateral (select ${sortedColumns(header, new Set<string>([...LIFECYCLE_COLUMNS, ...family.unhashedColumns]), leftOut.get(getTableName(header)))}) h
    left join (${lines}) lines on lines.doc_id = ${header.id}
    where ${header.id} in (${docIds})`;
}

/** sha256 of the canonical content (in the database), status and label of a family's documents. */
const hashedContents = (family: ChainedFamily, scope: DocumentScope, leftOut?: LeftOut) =>
  sql`select id, status, oznaka, encode(sha256(convert_to(text, 'UTF8')), 'hex') as hash from (${contentQuery(family, scope, leftOut)}) c`;

/** A document as the chain sees it: the hash of its content, its status and label. */
export interface DocumentContent {
  hash: string;
  status: string;
  oznaka: string;
}

export async function documentContents(tx: Reader, family: ChainedFamily, scope: DocumentScope, leftOut?: LeftOut): Promise<Map<number, DocumentContent>> {
  const out = new Map<number, DocumentContent>();
  if ('ids' in scope && !scope.ids.length) return out;
  const rows = await selectRows<{ id: number; status: string; oznaka: string; hash: string }>(tx, hashedContents(family, scope, leftOut));
  for (const r of rows) out.set(Number(r.id), { hash: r.hash, status: r.status, oznaka: r.oznaka });
  return out;
}

export interface ChainAppend {
  companyId: number;
  userId: number | null;
  family: ChainedFamily;
  docId: number;
  status: 'locked' | 'storno';
}

/**
 * Appends a lock's or storno's record to the company's chain, in the caller's transaction. The
 * upsert locks the company's head row (made on the first append), so a concurrent lock waits here
 * until this transaction ends and then follows the record written now.
 */
export async function appendChain(tx: Tx, { companyId, userId, family, docId, status }: ChainAppend): Promise<void> {
  const content = (await documentContents(tx, family, { ids: [docId] })).get(docId);
  if (!content) throw new Error(`document ${family.vDoc} ${docId} not found for the audit chain`);
  const head = await lockChainHead(tx, companyId);
  if (!head) throw new Error('audit chain head not returned');
  // to the millisecond, as a timestamp column gives it back
  const record: ChainRecordFields = { companyId, seq: head.seq + 1, vDoc: family.vDoc, docId, status, userId, at: new Date(), contentHash: content.hash, prevHash: head.hash };
  await appendChainRecord(tx, record, recordHash(record));
}

/**
 * A record's hash recomputed in the database: sha256 of the same canonical JSON as `recordHash`
 * (keys sorted, the time in UTC to the millisecond).
 */
const recordHashSql = sql`encode(sha256(convert_to('{"at":"' || ${utc(sql`${auditChain.at}`, 'MS')} || '","companyId":' || ${auditChain.companyId}
  || ',"contentHash":' || to_json(${auditChain.contentHash})::text || ',"docId":' || ${auditChain.docId}
  || ',"prevHash":' || to_json(${auditChain.prevHash})::text || ',"seq":' || ${auditChain.seq} || ',"status":' || to_json(${auditChain.status})::text
  || ',"userId":' || coalesce(${auditChain.userId}::text, 'null') || ',"vDoc":' || to_json(${auditChain.vDoc})::text || '}', 'UTF8')), 'hex')`;

interface Candidate {
  seq: number;
  record_id: number;
  v_doc: string;
  doc_id: number;
  oznaka: string | null;
  reason: ChainBreak;
}

/** When two links break at one record, the record itself is named first, then its document. */
const precedence: ChainBreak[] = ['chain-broken', 'record-altered', 'document-missing', 'document-changed', 'status-changed'];

/**
 * Recomputes a company's chain: every record's hash and its link to the one before (seq 1, 2, 3 …,
 * each naming the previous hash), the content hash of each document it names against the document
 * as stored now, each document's status against its last record, and the head against the last
 * record. Answers the first broken link (by record number), if any. All of it runs in the
 * database, in one snapshot (a lock committed meanwhile must not look like a change): one query
 * for the records, two per family for its documents.
 */
export async function verifyChain(db: Db, companyId: number, families: ChainedFamily[]): Promise<ChainVerification> {
  return db.transaction(
    async (tx) => {
      // every line of the company's documents is sorted and aggregated at once: in memory, not in temporary files
      await sortInMemory(tx);
      return verifyIn(tx, companyId, families);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function verifyIn(tx: Reader, companyId: number, families: ChainedFamily[]): Promise<ChainVerification> {
  const started = performance.now();
  const head = await chainHead(tx, companyId);
  const headSeq = head?.seq ?? 0;
  const headHash = head?.hash ?? GENESIS_HASH;
  const c = auditChain;
  const [chain] = await selectRows<{ n: number; last_seq: number | null; last_hash: string | null; seq: number | null; record_id: number | null; v_doc: string | null; doc_id: number | null; reason: ChainBreak | null }>(
    tx,
    sql`with records as (
          select ${c.id} as id, ${c.seq} as seq, ${c.vDoc} as v_doc, ${c.docId} as doc_id, ${c.prevHash} as prev_hash, ${c.hash} as hash,
            lag(${c.hash}, 1, ${GENESIS_HASH}) over (order by ${c.seq}) as expected_prev, lag(${c.seq}, 1, 0) over (order by ${c.seq}) as prev_seq,
            ${recordHashSql} as computed
          from ${c} where ${c.companyId} = ${companyId}),
        first_break as materialized (
          select seq, id, v_doc, doc_id, case when seq <> prev_seq + 1 or prev_hash <> expected_prev then 'chain-broken' else 'record-altered' end as reason
          from records where seq <> prev_seq + 1 or prev_hash <> expected_prev or computed <> hash order by seq limit 1),
        last as (select seq, hash from records order by seq desc limit 1)
        select (select count(*) from records)::int as n, last.seq as last_seq, last.hash as last_hash,
          b.seq, b.id as record_id, b.v_doc, b.doc_id, b.reason
        from (select 1) one left join last on true left join first_break b on true`,
  );
  const candidates: Candidate[] = [];
  if (chain?.seq != null) candidates.push({ seq: chain.seq, record_id: chain.record_id!, v_doc: chain.v_doc!, doc_id: chain.doc_id!, oznaka: null, reason: chain.reason! });
  const named = await chainedKinds(tx, companyId);
  for (const family of families) {
    if (!named.some((n) => n.vDoc === family.vDoc)) continue;
    const docs = hashedContents(family, { chainOf: companyId });
    const mine = sql`${c.companyId} = ${companyId} and ${c.vDoc} = ${family.vDoc}`;
    // A document whose hash differs now may have been locked before a column was added to its
    // tables: it also passes when it hashes as recorded under an earlier schema (added-columns.ts).
    const earlier = earlierSchemas([getTableName(family.header), getTableName(family.items)]).map((leftOut) =>
      hashedContents(family, { idsFrom: sql`select doc_id from off` }, leftOut),
    );
    const matchesEarlier = earlier.length
      ? sql`exists (select 1 from (${sql.join(earlier, sql` union all `)}) e where e.id = off.doc_id and e.hash = off.content_hash)`
      : sql`false`;
    // Materialized, so that the first-one-only below does not make the planner hash the documents once per record.
    const [changed] = await selectRows<Candidate>(
      tx,
      sql`with off as materialized (
            select ${c.seq} as seq, ${c.id} as record_id, ${c.vDoc} as v_doc, ${c.docId} as doc_id, ${c.contentHash} as content_hash, d.id as found, d.oznaka
            from ${c} left join (${docs}) d on d.id = ${c.docId}
            where ${mine} and (d.id is null or d.hash <> ${c.contentHash})),
          broken as materialized (
            select seq, record_id, v_doc, doc_id, oznaka, case when found is null then 'document-missing' else 'document-changed' end as reason
            from off where found is null or not ${matchesEarlier})
          select * from broken order by seq limit 1`,
    );
    if (changed) candidates.push(changed);
    // A status set by hand (a cancelled document put back to locked) breaks at the document's last record.
    const [status] = await selectRows<Candidate>(
      tx,
      sql`with broken as materialized (
            select r.seq, r.id as record_id, r.v_doc, r.doc_id, h.oznaka, 'status-changed' as reason
            from (select distinct on (${c.docId}) ${c.id} as id, ${c.seq} as seq, ${c.vDoc} as v_doc, ${c.docId} as doc_id, ${c.status} as status
                  from ${c} where ${mine} order by ${c.docId}, ${c.seq} desc) r
            join ${family.header} h on h.id = r.doc_id
            where h.status <> r.status)
          select * from broken order by seq limit 1`,
    );
    if (status) candidates.push(status);
  }
  candidates.sort((a, b) => a.seq - b.seq || precedence.indexOf(a.reason) - precedence.indexOf(b.reason));
  const first = candidates[0];
  let broken: ChainBreakInfo | null = first
    ? { seq: Number(first.seq), recordId: Number(first.record_id), vDoc: first.v_doc, docId: Number(first.doc_id), oznaka: first.reason === 'document-missing' ? null : first.oznaka, reason: first.reason }
    : null;
  const records = Number(chain?.n ?? 0);
  const lastSeq = Number(chain?.last_seq ?? 0);
  // Records deleted from the end: the head still names the last record written.
  if (!broken && (headSeq !== lastSeq || headHash !== (chain?.last_hash ?? GENESIS_HASH)))
    broken = { seq: lastSeq + 1, recordId: null, vDoc: null, docId: null, oznaka: null, reason: 'chain-truncated' };
  const upTo = broken ? broken.seq : lastSeq + 1;
  const [documents] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from (select distinct ${c.vDoc}, ${c.docId} from ${c} where ${c.companyId} = ${companyId} and ${c.seq} < ${upTo}) d`);
  return {
    ok: !broken,
    records: broken ? Math.min(records, broken.seq - 1) : records,
    documents: Number(documents?.n ?? 0),
    head: { seq: headSeq, hash: headHash },
    broken,
    checkedAt: new Date().toISOString(),
    ms: Math.round(performance.now() - started),
  };
}
