import type { CompanyCreateInput, CompanyRow, ListQuery, Pagination } from '@knjige/contract';
import { belgradeYear } from '@knjige/domain';
import type { Session } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { invalid, sqlState } from '../../platform/errors';
import type { Mailer, MailMessage } from '../../platform/mail';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';
import { companies } from '../../platform/db/schema';
import { seedCompanyReference } from '../tenancy/company-reference.repo';
import type { Links } from './links';
import { addMember } from './users.service';
import { findUserById, insertMembership } from './users.repo';
import { companyCount, companyRows, insertCompany, insertPeriod, insertWarehouse, pibTaken } from './companies.repo';

export interface CompaniesDeps {
  db: Db;
  mailer: Mailer;
  links: Links;
}

/** Every company of the installation (the super user's view), with its active users. */
export async function listCompanies(db: Db, session: Session, q: ListQuery): Promise<{ data: CompanyRow[]; pagination: Pagination }> {
  const where = searchAny(q.search, [companies.naziv, companies.pib, companies.maticniBroj]);
  const [data, total, filtered] = await Promise.all([
    companyRows(db, session, where, q.perPage, offsetOf(q)),
    companyCount(db),
    where ? companyCount(db, where) : null,
  ]);
  return { data, pagination: pageInfo(q, total, filtered ?? total) };
}

/**
 * A new company with what every company starts with (the seed's reference data, a period for the
 * current year, one warehouse), its first admin invited by e-mail, and the super user who made it
 * as a member so they can switch to it.
 */
export async function createCompany(deps: CompaniesDeps, session: Session, input: CompanyCreateInput, now: Date): Promise<number> {
  const creator = await findUserById(deps.db, session.userId);
  const adminEmail = input.admin.email.toLowerCase();
  const year = belgradeYear(now);
  const { companyId, message } = await deps.db
    .transaction(async (tx) => {
      if (await pibTaken(tx, input.pib)) throw invalid({ pib: 'error.pib.unique' });
      const companyId = await insertCompany(tx, { naziv: input.naziv, pib: input.pib, maticniBroj: input.maticniBroj });
      await seedCompanyReference(tx, companyId);
      await insertPeriod(tx, { companyId, title: String(year), startDate: `${year}-01-01`, endDate: `${year}-12-31` });
      await insertWarehouse(tx, { companyId, sifra: '01', magNaziv: 'Magacin', vPromet: 'vp', isDefault: true });
      let message: MailMessage | null = null;
      if (adminEmail !== creator?.email) {
        ({ message } = await addMember(
          tx,
          deps.links,
          { companyId, email: adminEmail, firstName: input.admin.firstName ?? '', lastName: input.admin.lastName ?? '', role: 'admin' },
          now,
        ));
      }
      await insertMembership(tx, { userId: session.userId, companyId, role: 'super' });
      return { companyId, message };
    })
    .catch((err: unknown) => {
      if (sqlState(err) === '23505') throw invalid({ 'admin.email': 'error.email.member' });
      throw err;
    });
  if (message) await deps.mailer.send(message);
  return companyId;
}
