import { asc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { vatExemptions } from '../../platform/db/schema';

/** The whole list of VAT exemption reasons in SEF's order. */
export function exemptionList(tx: Reader) {
  return tx.select().from(vatExemptions).orderBy(asc(vatExemptions.sort));
}

/** The category an exemption code belongs to (undefined: no such code). */
export async function exemptionCategory(tx: Reader, kod: string): Promise<string | undefined> {
  const [row] = await tx.select({ kategorija: vatExemptions.kategorija }).from(vatExemptions).where(eq(vatExemptions.kod, kod));
  return row?.kategorija;
}

/** The reasons of the codes. */
export function exemptionsOf(tx: Reader, codes: string[]) {
  return tx.select().from(vatExemptions).where(inArray(vatExemptions.kod, codes));
}
