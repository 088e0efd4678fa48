import { and, asc, eq } from 'drizzle-orm';
import type { PayOrderKind } from '@knjige/contract';
import type { Tx } from '../platform/db/client';
import { insertRowsAsJson } from '../platform/db/bulk-insert';
import { accountLedger } from '../platform/db/schema';
import type { PostingContext } from './stock';

/** One payment order of a current account as locking books it. */
export interface AccountPosting {
  trnId: number;
  datum: string;
  lineId: number;
  orderKind: PayOrderKind;
  komId: number | null;
  magId: number | null;
  trosakId: number | null;
  opis: string;
  uplata: number;
  isplata: number;
}

type Ctx = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId' | 'docOznaka' | 'docOpis'>;

export async function postAccount(tx: Tx, ctx: Ctx, postings: AccountPosting[]): Promise<void> {
  const { companyId, periodId, vDoc, docId, docOznaka, docOpis } = ctx;
  await insertRowsAsJson(tx, accountLedger, postings.map((p) => ({ companyId, periodId, vDoc, docId, docOznaka, docOpis, ...p, kind: 'post' as const })));
}

/** Storno writes the exact negation of the document's current-account rows. */
export async function stornoAccount(tx: Tx, ctx: Ctx): Promise<void> {
  const rows = await tx
    .select()
    .from(accountLedger)
    .where(and(eq(accountLedger.companyId, ctx.companyId), eq(accountLedger.vDoc, ctx.vDoc), eq(accountLedger.docId, ctx.docId), eq(accountLedger.kind, 'post')))
    .orderBy(asc(accountLedger.id));
  await insertRowsAsJson(tx, accountLedger, rows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, uplata: -r.uplata, isplata: -r.isplata })));
}
