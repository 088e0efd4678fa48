import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { assetLedger, osMain } from '../../platform/db/schema';

/** The company's assets in use by the end of the year and on the books at its start or after. */
export async function taxAssets(tx: Reader, companyId: number, godina: number) {
  return tx
    .select({
      id: osMain.id,
      invBroj: osMain.invBroj,
      naziv: osMain.naziv,
      poreskaGrupa: osMain.poreskaGrupa,
      nabavnaVrednost: osMain.nabavnaVrednost,
      datumUpotrebe: osMain.datumUpotrebe,
      datumOtpisa: osMain.datumOtpisa,
      otvaranjeDatum: osMain.otvaranjeDatum,
      otvaranjeIspravka: osMain.otvaranjeIspravka,
    })
    .from(osMain)
    .where(
      and(
        eq(osMain.companyId, companyId),
        isNotNull(osMain.datumUpotrebe),
        lte(osMain.datumUpotrebe, `${godina}-12-31`),
        or(isNull(osMain.datumOtpisa), gte(osMain.datumOtpisa, `${godina}-01-01`)),
      ),
    );
}

/** Per asset, the accounting depreciation its locked depreciation documents booked in the year (a storno's rows net out). */
export async function accountingDepreciationOfYear(tx: Reader, companyId: number, godina: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ osId: assetLedger.osId, ispravka: sql<string>`sum(${assetLedger.ispravka})` })
    .from(assetLedger)
    .where(and(eq(assetLedger.companyId, companyId), eq(assetLedger.event, 'depreciation'), gte(assetLedger.datum, `${godina}-01-01`), lte(assetLedger.datum, `${godina}-12-31`)))
    .groupBy(assetLedger.osId);
  return new Map(rows.map((r) => [r.osId, Number(r.ispravka)]));
}
