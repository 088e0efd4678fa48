import { describe, expect, it } from 'vitest';
import { artMain, companies, memberships, periods, users } from '../platform/db/schema';
import { useTestApp } from '../../test/harness';
import { seed } from './seed';

const t = useTestApp({ seed: false });

describe('first-run seed', () => {
  it('seeds the demo company once and never again', async () => {
    const first = await seed(t.database.db, { seed: 'demo', demoPassword: null, adminEmail: null, adminPassword: null });
    expect(first).toMatchObject({ seeded: true, passwordGenerated: true });
    expect(first.password).toMatch(/^[\w-]{12,}$/);
    expect(first.credentials.map((c) => `${c.email}:${c.role}`)).toEqual(['super@demo.rs:super', 'admin@demo.rs:admin', 'user@demo.rs:user']);
    const again = await seed(t.database.db, { seed: 'demo', demoPassword: 'x', adminEmail: null, adminPassword: null });
    expect(again.seeded).toBe(false);
    expect(await t.database.db.$count(companies)).toBe(1);
    expect(await t.database.db.$count(users)).toBe(3);
    const [company] = await t.database.db.select().from(companies);
    expect([company!.pib, company!.maticniBroj]).toEqual(['101134702', '07204990']);
    const titles = (await t.database.db.select({ id: periods.id, title: periods.title, startDate: periods.startDate }).from(periods)).map((p) => `${p.id}:${p.title}:${p.startDate}`);
    expect(titles).toContain('2:2024:2024-01-01');
    expect(await t.database.db.$count(artMain)).toBeGreaterThan(0);
  });

  it('SEED=none starts an empty install with only the super user', async () => {
    const result = await seed(t.database.db, { seed: 'none', demoPassword: null, adminEmail: 'Vlasnik@Firma.rs', adminPassword: 'Tajna-lozinka-1' });
    expect(result).toMatchObject({ seeded: true, credentials: [{ email: 'vlasnik@firma.rs', role: 'super' }], passwordGenerated: false });
    expect(result.password).toBeUndefined();
    expect(await t.database.db.$count(users)).toBe(1);
    expect((await t.database.db.select({ role: memberships.role }).from(memberships)).map((m) => m.role)).toEqual(['super']);
    expect(await t.database.db.$count(artMain)).toBe(0);
  });
});
