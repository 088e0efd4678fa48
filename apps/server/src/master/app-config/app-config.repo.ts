import { eq, max } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { appConfig } from '../../platform/db/schema';

/** The company's highest configuration version (undefined when it has none). */
export async function configVersion(tx: Reader, companyId: number) {
  const [row] = await tx.select({ version: max(appConfig.version) }).from(appConfig).where(eq(appConfig.companyId, companyId));
  return row?.version;
}

/** The company's configuration entries. */
export function configEntries(tx: Reader, companyId: number) {
  return tx.select({ key: appConfig.key, value: appConfig.value }).from(appConfig).where(eq(appConfig.companyId, companyId));
}
