import { asc, eq, sql } from 'drizzle-orm';
import type { CompanyCreateInput, CompanyRow, ListQuery, Pagination } from '@knjige/contract';
import { belgradeYear } from '@knjige/domain';
import type { Session } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { invalid, sqlState } from '../../platform/errors';
import type { Mailer, MailMessage } from '../../platform/mail';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';
import { companies, magMain, memberships, periods } from '../../platform/db/schema';
import { seedCompanyReference } from '../tenancy/company-reference';
import type { Links } from './links';
import { addMember } from './users.service';
import { findUserById } from './users.repo';

export interface CompaniesDeps {
  db: Db;
  mailer: Mailer;
  links: Links;
}

/** Every company of the installation (the super user's view), with its active users. */
export async function listCompanies(db: Db, session: Session, q: ListQuery): Promise<{ data: CompanyRow[]; pagination: Pagination }> {
  const where = searchAny(q.search, [companies.naziv, companies.pib, companies.maticniBroj]);
  const activeMembers = sql`select 1 from ${memberships} m where m.company_id = ${companies.id} and m.is_active`;
  const [data, total, filtered] = await Promise.all([
    db
      .select({
        id: companies.id,
        naziv: companies.naziv,
        pib: companies.pib,
        maticniBroj: companies.maticniBroj,
        usersCount: sql<number>`(select count(*) from (${activeMembers}) x)`.mapWith(Number),
        isMember: sql<boolean>`exists (${activeMembers} and m.user_id = ${session.userId})`.mapWith(Boolean),
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.naziv), asc(companies.id))
      .limit(q.perPage)
      .offset(offsetOf(q)),
    db.$count(companies),
    where ? db.$count(companies, where) : null,
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
      if ((await tx.$count(companies, eq(companies.pib, input.pib))) > 0) throw invalid({ pib: 'error.pib.unique' });
      const [company] = await tx
        .insert(companies)
        .values({ naziv: input.naziv, pib: input.pib, maticniBroj: input.maticniBroj })
        .returning({ id: companies.id });
      const companyId = company!.id;
      await seedCompanyReference(tx, companyId);
      await tx.insert(periods).values({ companyId, title: String(year), startDate: `${year}-01-01`, endDate: `${year}-12-31` });
      await tx.insert(magMain).values({ companyId, sifra: '01', magNaziv: 'Magacin', vPromet: 'vp', isDefault: true });
      let message: MailMessage | null = null;
      if (adminEmail !== creator?.email) {
        ({ message } = await addMember(
          tx,
          deps.links,
          { companyId, email: adminEmail, firstName: input.admin.firstName ?? '', lastName: input.admin.lastName ?? '', role: 'admin' },
          now,
        ));
      }
      await tx.insert(memberships).values({ userId: session.userId, companyId, role: 'super' });
      return { companyId, message };
    })
    .catch((err: unknown) => {
      if (sqlState(err) === '23505') throw invalid({ 'admin.email': 'error.email.member' });
      throw err;
    });
  if (message) await deps.mailer.send(message);
  return companyId;
}
