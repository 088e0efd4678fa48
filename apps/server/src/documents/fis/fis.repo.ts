import { and, asc, eq, max } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { docFis, magMain, posMain } from '../../platform/db/schema';

/** The register, if it is this company's, with its warehouse's turnover type; `forUpdate` holds its row (the next receipt number is taken once). */
export async function findRegister(tx: Reader, companyId: number, posId: number, forUpdate = false) {
  const query = tx
    .select({ id: posMain.id, magId: posMain.magId, vPromet: magMain.vPromet })
    .from(posMain)
    .innerJoin(magMain, eq(magMain.id, posMain.magId))
    .where(and(eq(posMain.id, posId), eq(posMain.companyId, companyId)));
  const [row] = forUpdate ? await query.for('update', { of: posMain }) : await query;
  return row ?? null;
}

/** The highest receipt number a register has given. */
export async function lastReceiptNumber(tx: Reader, posId: number) {
  const [last] = await tx.select({ fisBi: max(docFis.fisBi) }).from(docFis).where(eq(docFis.posId, posId));
  return last?.fisBi;
}

/** The company's first register. */
export async function firstRegister(tx: Reader, companyId: number): Promise<number | null> {
  const [register] = await tx.select({ id: posMain.id }).from(posMain).where(eq(posMain.companyId, companyId)).orderBy(asc(posMain.id)).limit(1);
  return register?.id ?? null;
}
