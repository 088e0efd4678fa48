import { and, asc, eq, ne } from 'drizzle-orm';
import { adminRoles, artPdv as artPdvRow, artPdvInput, magMain as magMainRow, magMainInput, period, periodInput } from '@knjige/contract';
import { crudResource } from '../../platform/crud';
import type { Tx } from '../../platform/db/client';
import * as t from '../../platform/db/schema';

const writeRoles = [...adminRoles];

/** Keeps one default row per company: setting a new default clears the others. */
function oneDefault(table: typeof t.artPdv | typeof t.magMain) {
  return async (tx: Tx, companyId: number, input: { isDefault?: boolean }, id: number | null) => {
    if (!input.isDefault) return;
    await tx
      .update(table)
      .set({ isDefault: false })
      .where(and(eq(table.companyId, companyId), id === null ? undefined : ne(table.id, id)));
  };
}

export const periodsResource = crudResource({
  path: '/periods',
  table: t.periods,
  row: period,
  input: periodInput,
  search: [t.periods.title],
  orderBy: [asc(t.periods.startDate), asc(t.periods.id)],
  unique: { periods_company_title_uq: 'title' },
  writeRoles,
});

export const artPdvResource = crudResource({
  path: '/art-pdv',
  table: t.artPdv,
  row: artPdvRow,
  input: artPdvInput,
  search: [t.artPdv.opis],
  orderBy: [asc(t.artPdv.id)],
  beforeWrite: oneDefault(t.artPdv),
  inUse: async (tx, _companyId, id) => {
    const count = await tx.$count(t.artMain, eq(t.artMain.pdvId, id));
    return count > 0 ? { message: 'error.art-pdv.in-use', params: { count } } : null;
  },
  writeRoles,
});

export const magMainResource = crudResource({
  path: '/mag-main',
  table: t.magMain,
  row: magMainRow,
  input: magMainInput,
  search: [t.magMain.magNaziv, t.magMain.sifra, t.magMain.mesto],
  orderBy: [asc(t.magMain.sifra), asc(t.magMain.id)],
  unique: { mag_main_company_sifra_uq: 'sifra' },
  beforeWrite: oneDefault(t.magMain),
  writeRoles,
});

/** The company's units of measure in entry order. */
export function companyUnits(tx: Tx, companyId: number) {
  return tx
    .select({ code: t.units.code, name: t.units.name })
    .from(t.units)
    .where(eq(t.units.companyId, companyId))
    .orderBy(asc(t.units.id));
}

/** The signed-in user's name and e-mail with the company's name (undefined when the user is gone). */
export async function userWithCompany(tx: Tx, userId: number, companyId: number) {
  const [row] = await tx
    .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, companyName: t.companies.naziv })
    .from(t.users)
    .innerJoin(t.companies, eq(t.companies.id, companyId))
    .where(eq(t.users.id, userId));
  return row;
}
