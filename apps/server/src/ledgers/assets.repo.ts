import { sql } from 'drizzle-orm';
import type { FixedAssetEvent } from '@knjige/contract';
import type { Tx } from '../platform/db/client';
import { insertRowsAsJson } from '../platform/db/bulk-insert';
import { assetLedger } from '../platform/db/schema';
import type { PostingContext } from './stock';

/** One asset's change by a document: its cost carried and its accumulated depreciation (signed). */
export interface AssetPosting {
  osId: number;
  datum: string;
  event: FixedAssetEvent;
  vrednost: number;
  ispravka: number;
}

type Ctx = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId' | 'docOznaka'>;

/** Lock: one row per posting. */
export async function postAssets(tx: Tx, ctx: Ctx, postings: AssetPosting[]): Promise<void> {
  if (!postings.length) return;
  const { companyId, periodId, vDoc, docId, docOznaka } = ctx;
  await insertRowsAsJson(
    tx,
    assetLedger,
    postings.map((p) => ({ companyId, periodId, vDoc, docId, docOznaka, kind: 'post' as const, ...p })),
  );
}

/** Storno: the exact negation of the document's rows, in one statement (a month's depreciation of every asset). */
export async function stornoAssets(tx: Tx, ctx: Ctx): Promise<void> {
  await tx.execute(sql`insert into asset_ledger (company_id, period_id, os_id, datum, v_doc, doc_id, doc_oznaka, kind, event, vrednost, ispravka)
    select company_id, period_id, os_id, datum, v_doc, doc_id, doc_oznaka, 'storno', event, -vrednost, -ispravka
    from asset_ledger where company_id = ${ctx.companyId} and v_doc = ${ctx.vDoc} and doc_id = ${ctx.docId} and kind = 'post'`);
}
