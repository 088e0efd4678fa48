import type { Db } from '../../platform/db/client';
import { configEntries, configVersion } from './app-config.repo';

/** The company's configuration version (1 when it has none yet). */
export async function appConfigVersion(db: Db, companyId: number): Promise<number> {
  return (await configVersion(db, companyId)) ?? 1;
}

/** The company's configuration as one object of entries. */
export async function appConfigObject(db: Db, companyId: number): Promise<Record<string, string>> {
  const rows = await configEntries(db, companyId);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
