import type { Db } from '../../platform/db/client';
import { companyUnits, sefUnitList, userWithCompany } from './reference.repo';
import { exemptions } from './vat-exemptions';

/** The company's units of measure in entry order. */
export function unitsOf(db: Db, companyId: number) {
  return companyUnits(db, companyId);
}

/** SEF's unit list in its order. */
export function sefUnits(db: Db) {
  return sefUnitList(db);
}

/** The official VAT exemption reasons in SEF's order. */
export function vatExemptionList(db: Db) {
  return exemptions(db);
}

/** The signed-in user's name and e-mail with the company's name (undefined when the user is gone). */
export function signedInUser(db: Db, userId: number, companyId: number) {
  return userWithCompany(db, userId, companyId);
}
