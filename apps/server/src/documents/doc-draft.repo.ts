import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { docDraft } from '../platform/db/schema';

/** A draft created or saved: its date follows the header. */
export async function keepDraft(tx: Tx, companyId: number, vDoc: string, docId: number, datum: string): Promise<void> {
  await tx
    .insert(docDraft)
    .values({ companyId, vDoc, docId, datum })
    .onConflictDoUpdate({ target: [docDraft.vDoc, docDraft.docId], set: { datum: sql`excluded.datum` } });
}

/** A draft locked, retired or deleted. */
export async function dropDraft(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  await tx.delete(docDraft).where(and(eq(docDraft.companyId, companyId), eq(docDraft.vDoc, vDoc), eq(docDraft.docId, docId)));
}
