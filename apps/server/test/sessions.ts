import type { Database } from '../src/platform/db/client';
import { companies, memberships, users } from '../src/platform/db/schema';
import { authHeader } from './harness';

export type Member = 'user' | 'admin' | 'super';

/**
 * Authorization headers of the seeded company's three users, and of the super user of a second
 * company that owns nothing else (what a stranger to company 1 would try).
 */
export async function sessions(database: Database): Promise<Record<Member | 'foreign', { authorization: string }>> {
  const [other] = await database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
  const [stranger] = await database.db.insert(users).values({ email: 'x@druga.rs', firstName: 'X', lastName: 'Y' }).returning();
  await database.db.insert(memberships).values({ userId: stranger!.id, companyId: other!.id, role: 'super' });
  return {
    user: await authHeader(database, 'user@demo.rs'),
    admin: await authHeader(database, 'admin@demo.rs'),
    super: await authHeader(database, 'super@demo.rs'),
    foreign: await authHeader(database, 'x@druga.rs'),
  };
}
