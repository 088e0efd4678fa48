import { and, desc, eq } from 'drizzle-orm';
import type { Reader } from '../platform/db/client';
import { docTrn } from './trn/trn.tables';

/** The last locked bank statement (`izvod`) of the company: its date, label and id (the desk's bank column). */
export async function lastStatement(tx: Reader, companyId: number): Promise<{ id: number; datum: string; oznaka: string } | null> {
  const [row] = await tx
    .select({ id: docTrn.id, datum: docTrn.datum, oznaka: docTrn.oznaka })
    .from(docTrn)
    .where(and(eq(docTrn.companyId, companyId), eq(docTrn.vSubDoc, 'izvod'), eq(docTrn.status, 'locked')))
    .orderBy(desc(docTrn.datum), desc(docTrn.id))
    .limit(1);
  return row ?? null;
}
