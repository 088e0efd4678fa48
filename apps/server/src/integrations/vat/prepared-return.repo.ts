import { eq, sql } from 'drizzle-orm';
import { selectRows, type Reader } from '../../platform/db/client';
import { sefSettings } from '../sef/sef.tables';

/** SEF's status of a VAT record in force. */
const RECORDED = 10;

/** The company's SEF API key, sealed, or null when it has none. */
export async function sealedSefKey(tx: Reader, companyId: number): Promise<string | null> {
  const [row] = await tx.select({ apiKeyEnc: sefSettings.apiKeyEnc }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  return row?.apiKeyEnc ?? null;
}

/** Whether SEF holds a summary VAT record in force for the month (`YYYY-MM`). */
export async function summaryRecordHeld(tx: Reader, companyId: number, month: string): Promise<boolean> {
  const [row] = await selectRows<{ held: boolean }>(
    tx,
    sql`select exists (select 1 from sef_vat_record where company_id = ${companyId} and year = ${Number(month.slice(0, 4))} and month = ${Number(month.slice(5, 7))} and kind = 'group' and sef_status = ${RECORDED}) as held`,
  );
  return !!row?.held;
}
