import type { Db } from '../../platform/db/client';
import { parseOffThread } from '../parsing/off-thread';
import { deleteRate, importLists, putRate } from './rates.repo';

/** The rates page's writes, each in one transaction (docs/decisions.md#foreign-currency). */

/** A rate typed in by hand written (or the stored one of that date replaced). */
export const saveRate = (db: Db, companyId: number, valuta: string, datum: string, kurs: number) => db.transaction((tx) => putRate(tx, companyId, valuta, datum, kurs));

/** A rate deleted. */
export const removeRate = (db: Db, companyId: number, valuta: string, datum: string) => db.transaction((tx) => deleteRate(tx, companyId, valuta, datum));

/** An NBS list file read off the request's thread and written in one transaction. */
export async function importRateFile(db: Db, companyId: number, file: Buffer) {
  const lists = await parseOffThread('nbs-list', file);
  return db.transaction((tx) => importLists(tx, companyId, lists));
}
