import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSefTestApp } from '../../../test/sef-test-app';
import { companies } from '../../master/tenancy/tenancy.tables';
import { sefPurchaseInvoice } from './purchase/purchase.tables';
import { SefRateLimiter } from './sef-rate-limit';
import { sefRuntime, type SefRuntime } from './sef-runtime';
import { saveSefKey } from './sef-settings';
import { syncCompanies, syncCompany } from './sef-sync';
import { syncProgressOf } from './sef-sync-progress.repo';
import { sampleInvoiceXml } from '@knjige/simulators/sef';
import { sefSettings } from './sef.tables';

// SEF's own limit: 3 calls a second per key, counted at the simulator
const { t, sim } = useSefTestApp({ config: (s) => ({ eotpBaseUrl: s.url }) });

let runtime: SefRuntime;
beforeEach(() => {
  sim.state.reset();
  sim.traffic.reset();
  // a fresh limiter: no slot of another test's key is still held
  runtime = sefRuntime({ sefBaseUrl: sim.url, eotpBaseUrl: sim.url, sefSecret: null, sefRetryMs: 5, sefTimeoutMs: 3000 }, new SefRateLimiter());
});

/** `count` companies, each with its own SEF key. */
async function companiesWithKeys(count: number): Promise<{ id: number; key: string }[]> {
  const made = [];
  for (let n = 0; n < count; n++) {
    const [row] = await t.database.db
      .insert(companies)
      .values({ naziv: `Klijent ${n + 1} d.o.o.`, pib: String(200_000_000 + n), maticniBroj: String(30_000_000 + n) })
      .returning({ id: companies.id });
    const key = randomUUID();
    await saveSefKey(t.database.db, runtime, row!.id, key);
    made.push({ id: row!.id, key });
  }
  return made;
}

const INVOICES = 5;

describe('the synchronisation of many companies', () => {
  it('runs the companies side by side, never more than 3 calls a second per key at SEF; one refused key stops only its company', async () => {
    const all = await companiesWithKeys(6);
    for (const c of all) for (let n = 1; n <= INVOICES; n++) sim.state.deliverPurchase(c.key, sampleInvoiceXml({ number: `UF-${c.id}-${n}`, net: 100_000 * n }));
    const refused = all[2]!;
    sim.state.revokedKeys.add(refused.key);
    const logged: unknown[] = [];

    const started = performance.now();
    await syncCompanies(t.database.db, runtime, all.map((c) => c.id), (err) => logged.push(err));
    const seconds = (performance.now() - started) / 1000;

    expect(logged).toEqual([]);
    // SEF never answered 429, and no second of any key saw a fourth call
    expect(sim.traffic.calls.filter((c) => c.status === 429)).toEqual([]);
    expect(sim.traffic.busiestWindow(1000)).toBeLessThanOrEqual(3);
    // each working company: yesterday's changes, the month's ids, each invoice and its XML
    const perKey = 2 + 2 * INVOICES;
    for (const c of all.filter((c) => c !== refused)) expect(sim.traffic.calls.filter((call) => call.apiKey === c.key && call.status === 200)).toHaveLength(perKey);
    // side by side: the five working keys' 12 calls each at 3 a second take about 3 s together, not 15 s one after another
    expect(seconds).toBeLessThan(perKey / 3 + 3);

    // every other company brought its invoices in; the refused one stopped at its first call
    for (const c of all) {
      const progress = await syncProgressOf(t.database.db, c.id);
      const inbox = await t.database.db.select({ id: sefPurchaseInvoice.id }).from(sefPurchaseInvoice).where(eq(sefPurchaseInvoice.companyId, c.id));
      if (c === refused) {
        expect(progress).toMatchObject({ state: 'key-refused', sefKeyRefused: true, error: 'error.sef.unauthorized', purchasesAdded: 0, lastDoneAt: null });
        expect(inbox).toHaveLength(0);
        expect(sim.traffic.calls.filter((call) => call.apiKey === c.key)).toHaveLength(1);
      } else {
        expect(progress).toMatchObject({ state: 'done', sefKeyRefused: false, error: null, purchasesAdded: INVOICES, purchasesUpdated: 0, sent: 0 });
        expect(inbox).toHaveLength(INVOICES);
      }
      expect(progress!.finishedAt!.getTime()).toBeGreaterThanOrEqual(progress!.startedAt.getTime());
    }
    const [settings] = await t.database.db.select().from(sefSettings).where(eq(sefSettings.companyId, refused.id));
    expect(settings?.lastError).toBe('error.sef.unauthorized');

    // the key accepted again: the next synchronisation clears the mark and brings the company's invoices in
    sim.state.revokedKeys.delete(refused.key);
    expect(await syncCompany(t.database.db, runtime, refused.id)).toMatchObject({ purchases: { added: INVOICES, error: null } });
    expect(await syncProgressOf(t.database.db, refused.id)).toMatchObject({ state: 'done', sefKeyRefused: false, error: null, purchasesAdded: INVOICES });
  });

  it('with nothing new, each company costs one call and its row says done with zero counts', async () => {
    const all = await companiesWithKeys(4);
    await syncCompanies(t.database.db, runtime, all.map((c) => c.id), (err) => {
      throw err;
    });
    sim.traffic.calls = [];
    await syncCompanies(t.database.db, runtime, all.map((c) => c.id), (err) => {
      throw err;
    });
    expect(sim.traffic.calls.map((c) => c.path.replace(/.*\//, ''))).toEqual(Array(4).fill('ids'));
    const rows = await Promise.all(all.map((c) => syncProgressOf(t.database.db, c.id)));
    for (const row of rows) expect(row).toMatchObject({ state: 'done', sent: 0, purchasesAdded: 0, statusesUpdated: 0, sefKeyRefused: false });
    // a company without a key is not visited and gets no row
    const [none] = await t.database.db.insert(companies).values({ naziv: 'Bez ključa', pib: '299999999', maticniBroj: '39999999' }).returning({ id: companies.id });
    expect(await syncCompany(t.database.db, runtime, none!.id)).toBeNull();
    expect(await syncProgressOf(t.database.db, none!.id)).toBeUndefined();
  });
});
