import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { docUr } from '../../platform/db/schema';

/** The company's incoming invoice a declaration names (its supplier, status and whether it is an import). */
export async function namedImport(tx: Reader, companyId: number, urId: number) {
  const [ur] = await tx
    .select({ komId: docUr.komId, status: docUr.status, inostrani: docUr.inostrani })
    .from(docUr)
    .where(and(eq(docUr.id, urId), eq(docUr.companyId, companyId)));
  return ur;
}
