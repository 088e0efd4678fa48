import { normalizeAccount } from '@knjige/domain';
import type { companyConfigInput, z } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { companySentToSef, defaultTekuciRacun, findCompany, lockCompanyPib, updateCompanyRow } from './company.repo';

/** The company's row (undefined when it is gone). */
export function companyOf(db: Db, companyId: number) {
  return findCompany(db, companyId);
}

/**
 * Writes the company data (the /config form). The seller's tax id an e-invoice carried to SEF
 * stays (a new tax id is a new company): 409 `error.pib.in-use`.
 */
export async function updateCompany(db: Db, companyId: number, input: z.output<typeof companyConfigInput>) {
  const { address, contact, tracun, ...rest } = input;
  await db.transaction(async (tx) => {
    const stored = await lockCompanyPib(tx, companyId);
    if (stored && stored.pib !== rest.pib && (await companySentToSef(tx, companyId))) throw conflict('error.pib.in-use');
    await updateCompanyRow(tx, companyId, {
      ...rest,
      tracun: tracun ? (normalizeAccount(tracun) ?? tracun) : '',
      postcode: address.postcode, city: address.city, street: address.street,
      contactName: contact.name, phone: contact.phone, email: contact.email,
    });
  });
}

/** The company's default current account, else its first one (undefined when it has none). */
export function defaultCurrentAccount(db: Db, companyId: number) {
  return defaultTekuciRacun(db, companyId);
}
