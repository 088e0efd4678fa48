import { belgradeToday } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { keepAgencyFigures } from './agency-figures.repo';

/** The desk's figures recounted for writers outside a transaction of their own (SEF answers): in one of its own, for today in Belgrade. */
export async function keepAgencyFiguresNow(db: Db, companyId: number): Promise<void> {
  await db.transaction((tx) => keepAgencyFigures(tx, companyId, belgradeToday()));
}
