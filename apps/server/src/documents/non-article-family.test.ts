import { and, eq, sql } from 'drizzle-orm';
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { docHeader, docHeaderInput, familyEntry, refId, z } from '@knjige/contract';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { authenticate } from '../platform/auth/guard';
import { createTokenSigner } from '../platform/auth/tokens';
import { sessionRole } from '../master/auth/auth.repo';
import type { Database } from '../platform/db/client';
import { clientLedger, komMain } from '../platform/db/schema';
import type { App } from '../platform/http';
import { authHeader, openTestDatabase, resetDatabase } from '../../test/harness';
import { registerDocumentRoutes } from './document.routes';
import { defineFamily } from './family';
import { checkRefs, sum } from './family-helpers';
import { amount, headerColumns, headerIndexes, itemColumns } from '../master/columns/header-columns';

/*
 * A family whose lines are not articles, written here only: opening client balances, a line
 * being a client with a debit or a credit. It goes through the same shared routes and service
 * as the goods families and posts client-ledger rows.
 */

const balanceEntry = familyEntry({
  vDoc: 'tpsk',
  resources: ['doc-tpsk'],
  route: '/test-pocetno-stanje-komitenata',
  labelPrefix: 'TPSK',
  subTypes: { kind: 'fixed', values: ['kom'] },
  partner: 'either',
  lifecycle: true,
  lineKind: 'client-balance',
  menuKeys: { list: 'test-pocetno-stanje-komitenata' },
});

const docTpsk = pgTable('doc_tpsk', { ...headerColumns(), duguje: amount(), potrazuje: amount() }, (t) => headerIndexes('doc_tpsk', t));
const docTpskItems = pgTable(
  'doc_tpsk_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docTpsk.id, { onDelete: 'cascade' }),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    duguje: amount(),
    potrazuje: amount(),
  },
  (t) => [index('doc_tpsk_items_doc_idx').on(t.docId)],
);

const side = z.number().int().min(0, 'invalid').default(0);
const balanceFamily = defineFamily({
  entry: balanceEntry,
  header: docTpsk,
  items: docTpskItems,
  headerInput: z.strictObject({ ...docHeaderInput }),
  headerRow: docHeader.extend({ duguje: z.number().int(), potrazuje: z.number().int() }),
  itemInput: z.strictObject({ docId: z.number().int().optional(), komId: refId, duguje: side, potrazuje: side }),
  itemRow: z.object({ id: z.number().int(), docId: z.number().int(), komId: z.number().int(), duguje: z.number().int(), potrazuje: z.number().int() }),
  headerExtras: {},
  comboName: sql<string>`''`.as('naziv'),
  searchColumns: [],
  magColumns: [],
  checkHeader: async () => ({}),
  checkItem: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: balanceEntry.partner } } });
    if ((input.duguje > 0) === (input.potrazuje > 0)) errors.duguje = 'error.duguje.one-side';
    return errors;
  },
  initDefaults: async () => ({}),
  warehouseOf: () => null,
  computeItem: (i) => ({ komId: i.komId, duguje: i.duguje, potrazuje: i.potrazuje }),
  totals: (items) => ({ duguje: sum(items, (i) => i.duguje), potrazuje: sum(items, (i) => i.potrazuje) }),
  postings: (header, items) => ({
    stock: [],
    client: items.map((i) => ({ komId: i.komId, datum: header.datum, side: 'invoice', duguje: i.duguje, potrazuje: i.potrazuje })),
    vat: [],
  }),
});

/** The two tables as a migration would create them (they exist only in this test's database). */
const createTables = `
  create table doc_tpsk (
    id serial primary key,
    company_id integer not null references companies(id),
    period_id integer not null references periods(id),
    v_sub_doc text not null, rbroj integer not null, oznaka text not null, datum date not null,
    status text not null default 'draft', napomena text not null default '', komentar text not null default '', opis text not null default '',
    created_at timestamptz not null default now(), locked_at timestamptz, storno_at timestamptz,
    duguje bigint not null default 0, potrazuje bigint not null default 0
  );
  create unique index doc_tpsk_number_uq on doc_tpsk (company_id, period_id, v_sub_doc, rbroj);
  create table doc_tpsk_items (
    id serial primary key,
    company_id integer not null references companies(id),
    doc_id integer not null references doc_tpsk(id) on delete cascade,
    kom_id integer not null references kom_main(id),
    duguje bigint not null default 0, potrazuje bigint not null default 0
  );
`;

let database: Database;
let app: App;
let headers: Record<string, string>;
let buyer: number;
let supplier: number;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const statement of createTables.split(';').filter((s) => s.trim())) await database.db.execute(sql.raw(statement));
  const config = { ...loadConfig({}), jwtSecret: 'test-secret-test-secret-test-secret', logLevel: 'silent' };
  app = await buildApp({ config, database, logger: false });
  const ctx = { config, database, db: database.db, signer: createTokenSigner(config.jwtSecret, 900) };
  await app.register(
    async (scope: App) => {
      scope.addHook('onRequest', authenticate(ctx.signer, (claims) => sessionRole(ctx.db, claims)));
      registerDocumentRoutes(scope, ctx, balanceFamily);
    },
    { prefix: '/v1' },
  );
  await app.ready();
});

beforeEach(async () => {
  // This family's tables are not in the seeded snapshot: empty them before the snapshot comes back.
  await database.db.execute(sql.raw('truncate doc_tpsk_items, doc_tpsk restart identity'));
  await resetDatabase(database);
  headers = await authHeader(database, 'admin@demo.rs');
  const clients = await database.db.select({ id: komMain.id, intNaziv: komMain.intNaziv }).from(komMain);
  buyer = clients.find((c) => c.intNaziv === 'Market Jug')!.id;
  supplier = clients.find((c) => c.intNaziv === 'Veletrgovina Sever')!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => app.inject({ method, url, headers, payload: payload as never });
const ledgerOf = (docId: number) =>
  database.db
    .select({ komId: clientLedger.komId, kind: clientLedger.kind, duguje: clientLedger.duguje, potrazuje: clientLedger.potrazuje })
    .from(clientLedger)
    .where(and(eq(clientLedger.vDoc, 'tpsk'), eq(clientLedger.docId, docId)))
    .orderBy(clientLedger.id);

describe('a family whose lines are clients with a debit or a credit', () => {
  it('creates, takes lines, totals, locks into the client ledger and reverses', async () => {
    const init = (await call('GET', '/v1/doc-tpsk/init?periodId=2')).json().data;
    expect(init).toMatchObject({ vSubDoc: 'kom', rbroj: 1 });
    const created = await call('POST', '/v1/doc-tpsk', { periodId: 2, vSubDoc: 'kom', rbroj: 1, datum: '2024-01-01' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await call('GET', `/v1/doc-tpsk/${id}`)).json().data).toMatchObject({ oznaka: 'TPSK-1/2024', status: 'draft', duguje: 0, potrazuje: 0 });

    // the buyer owes 1,250.50; the company owes the supplier 800.00 and, on an older bill, 99.99
    const lines = [
      { komId: buyer, duguje: 125_050 },
      { komId: supplier, potrazuje: 80_000 },
      { komId: supplier, potrazuje: 9_999 },
    ];
    const ids: number[] = [];
    for (const line of lines) {
      const res = await call('POST', `/v1/doc-tpsk/${id}/items`, { docId: id, ...line });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const items = (await call('GET', `/v1/doc-tpsk/${id}/items`)).json();
    expect(items.data[0]).toEqual({ id: ids[0], docId: id, komId: buyer, duguje: 125_050, potrazuje: 0 });
    expect(items.pagination.itemsCount).toBe(3);
    expect((await call('GET', `/v1/doc-tpsk/${id}`)).json().data).toMatchObject({ duguje: 125_050, potrazuje: 89_999 });

    // a line edit and a delete recompute the totals
    expect((await call('PUT', `/v1/doc-tpsk/${id}/items/${ids[1]}`, { komId: supplier, potrazuje: 70_000 })).statusCode).toBe(204);
    expect((await call('DELETE', `/v1/doc-tpsk/${id}/items/${ids[2]}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/doc-tpsk/${id}`)).json().data).toMatchObject({ duguje: 125_050, potrazuje: 70_000 });

    expect((await call('POST', `/v1/doc-tpsk/${id}/lock`)).statusCode).toBe(204);
    expect(await ledgerOf(id)).toEqual([
      { komId: buyer, kind: 'post', duguje: 125_050, potrazuje: 0 },
      { komId: supplier, kind: 'post', duguje: 0, potrazuje: 70_000 },
    ]);
    expect((await call('POST', `/v1/doc-tpsk/${id}/items`, { komId: buyer, duguje: 1 })).statusCode).toBe(409);

    expect((await call('POST', `/v1/doc-tpsk/${id}/storno`)).statusCode).toBe(204);
    const rows = await ledgerOf(id);
    expect(rows.filter((r) => r.kind === 'storno')).toEqual([
      { komId: buyer, kind: 'storno', duguje: -125_050, potrazuje: 0 },
      { komId: supplier, kind: 'storno', duguje: 0, potrazuje: -70_000 },
    ]);
    expect(sum(rows, (r) => r.duguje - r.potrazuje)).toBe(0);
    expect((await call('GET', '/v1/doc-tpsk/totals?periodId=2')).json().data).toEqual({ draft: 0, locked: 0, storno: 1 });
  });

  it('checks its lines’ own references and rules, and has no article calls', async () => {
    const id = (await call('POST', '/v1/doc-tpsk', { periodId: 2, vSubDoc: 'kom', rbroj: 1, datum: '2024-01-01' })).json().id as number;
    const both = await call('POST', `/v1/doc-tpsk/${id}/items`, { komId: buyer, duguje: 100, potrazuje: 100 });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ duguje: 'error.duguje.one-side' });
    const unknown = await call('POST', `/v1/doc-tpsk/${id}/items`, { komId: 999_999, duguje: 100 });
    expect(unknown.json().errors).toEqual({ komId: 'error.komId.not-found' });
    const article = await call('POST', `/v1/doc-tpsk/${id}/items`, { komId: buyer, duguje: 100, artId: 1, kolicina: 1000 });
    expect(article.statusCode).toBe(422);
    expect((await call('GET', `/v1/doc-tpsk/${id}/articles`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/doc-tpsk/${id}/art-lookup/1`)).statusCode).toBe(404);
    expect((await call('POST', `/v1/doc-tpsk/${id}/lock`)).json().message).toBe('error.document.no-items');
    expect((await call('GET', '/v1/doc-tpsk/combo?periodId=2')).json().data).toEqual([
      { id, oznaka: 'TPSK-1/2024', datum: '2024-01-01', vSubDoc: 'kom', status: 'draft', naziv: '' },
    ]);
    expect((await call('DELETE', `/v1/doc-tpsk/${id}`)).statusCode).toBe(204);
  });
});
