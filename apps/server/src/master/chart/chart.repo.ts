import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GlAccountListQuery, GlAccountRow, Pagination } from '@knjige/contract';
import { selectRows, type Reader, type Tx } from '../../platform/db/client';
import { glCompanyAccount } from '../../platform/db/schema';
import { pageInfo } from '../../platform/paging';

/**
 * The company's chart: the official accounts and its own analytics as one relation. An account
 * takes postings when it is a synthetic or analytic account (3 digits or more) with no account
 * under it: a synthetic account split into analytics takes them only on its analytics.
 */
const chartOf = (companyId: number) => sql`(
  select null::int as id, konto, parent, level::int as level, kind, needs_client, naziv, naziv_cyr, naziv_en, false as own from gl_account
  union all
  select id, konto, parent, length(konto) as level, kind, needs_client, naziv, naziv_cyr, naziv_en, true as own from gl_company_account where company_id = ${companyId}
)`;

const hasChildren = (companyId: number, konto: SQL) =>
  sql`(exists (select 1 from gl_account c where c.parent = ${konto}) or exists (select 1 from gl_company_account c where c.company_id = ${companyId} and c.parent = ${konto}))`;

const columns = (companyId: number) => sql`a.id, a.konto, a.parent, a.level, a.kind, a.needs_client as "needsClient", a.naziv, a.naziv_cyr as "nazivCyr",
  a.naziv_en as "nazivEn", a.own, (a.level >= 3 and not ${hasChildren(companyId, sql`a.konto`)}) as postable`;

/** The chart in code order (a tree read top-down), narrowed by a code prefix or a part of a name, and by whether an account takes postings. */
export async function chartAccounts(tx: Reader, companyId: number, q: { search: string; postable?: '0' | '1' | undefined }): Promise<GlAccountRow[]> {
  return selectRows<GlAccountRow>(tx, sql`select * from (select ${columns(companyId)} from ${chartOf(companyId)} a) r where ${filterOf(q)} order by r.konto`);
}

function filterOf(q: { search: string; postable?: '0' | '1' | undefined }): SQL {
  const search = q.search.trim();
  const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const text = search
    ? /^\d+$/.test(search)
      ? sql`r.konto like ${`${search}%`}`
      : sql`(lower(r.naziv) like ${like} or lower(r."nazivCyr") like ${like} or lower(r."nazivEn") like ${like})`
    : sql`true`;
  return q.postable === undefined ? text : sql`${text} and r.postable = ${q.postable === '1'}`;
}

/**
 * One page of the chart (`GET /v1/kontni-plan`): `page` and `perPage` as on every list; with
 * neither, the whole chart as one page.
 */
export async function chartPage(tx: Reader, companyId: number, q: GlAccountListQuery): Promise<{ data: GlAccountRow[]; pagination: Pagination }> {
  const paged = q.page !== undefined || q.perPage !== undefined;
  const page = q.page ?? 1;
  const perPage = q.perPage ?? 20;
  const chart = sql`(select ${columns(companyId)} from ${chartOf(companyId)} a) r`;
  const [counts] = await selectRows<{ filteredCount: number; itemsCount: number }>(
    tx,
    sql`select count(*) filter (where ${filterOf(q)})::int as "filteredCount", count(*)::int as "itemsCount" from ${chart}`,
  );
  const { filteredCount = 0, itemsCount = 0 } = counts ?? {};
  const data = await selectRows<GlAccountRow>(
    tx,
    sql`select * from ${chart} where ${filterOf(q)} order by r.konto ${paged ? sql`limit ${perPage} offset ${(page - 1) * perPage}` : sql``}`,
  );
  return { data, pagination: pageInfo({ page: paged ? page : 1, perPage: paged ? perPage : Math.max(1, filteredCount) }, itemsCount, filteredCount) };
}

/** One account of the company's chart, or null. */
export async function chartAccount(tx: Reader, companyId: number, konto: string): Promise<GlAccountRow | null> {
  const [row] = await selectRows<GlAccountRow>(tx, sql`select ${columns(companyId)} from ${chartOf(companyId)} a where a.konto = ${konto}`);
  return row ?? null;
}

/** The accounts of a set of codes, by code (codes not in the chart are missing). */
export async function chartAccountsByCode(tx: Reader, companyId: number, codes: string[]): Promise<Map<string, GlAccountRow>> {
  if (!codes.length) return new Map();
  const list = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await selectRows<GlAccountRow>(tx, sql`select ${columns(companyId)} from ${chartOf(companyId)} a where a.konto in (${list})`);
  return new Map(rows.map((r) => [r.konto, r]));
}

/**
 * The account a new code belongs under: the longest account of the chart (3 digits or more) its
 * code starts with.
 */
export async function parentAccount(tx: Reader, companyId: number, konto: string): Promise<GlAccountRow | null> {
  const prefixes = Array.from({ length: konto.length - 3 }, (_, i) => konto.slice(0, konto.length - 1 - i));
  const found = await chartAccountsByCode(tx, companyId, prefixes);
  for (const p of prefixes) {
    const row = found.get(p);
    if (row) return row;
  }
  return null;
}

/** Whether postings, draft manual entries or a warehouse (its goods account) name the company's account, or an account lies under it. */
export async function accountInUse(tx: Reader, companyId: number, konto: string): Promise<'postings' | 'children' | 'drafts' | 'warehouses' | null> {
  const [row] = await selectRows<{ postings: boolean; children: boolean; drafts: boolean; warehouses: boolean }>(
    tx,
    sql`select exists (select 1 from gl_journal_line l where l.company_id = ${companyId} and l.konto = ${konto}) as postings,
        ${hasChildren(companyId, sql`${konto}`)} as children,
        exists (select 1 from doc_nal_items i where i.company_id = ${companyId} and i.konto = ${konto}) as drafts,
        exists (select 1 from mag_main m where m.company_id = ${companyId} and m.konto = ${konto}) as warehouses`,
  );
  if (row?.postings) return 'postings';
  if (row?.children) return 'children';
  if (row?.drafts) return 'drafts';
  if (row?.warehouses) return 'warehouses';
  return null;
}

/** Stores a company's own account; its id. */
export async function insertCompanyAccount(tx: Tx, values: typeof glCompanyAccount.$inferInsert): Promise<number> {
  const [row] = await tx.insert(glCompanyAccount).values(values).returning({ id: glCompanyAccount.id });
  return row!.id;
}

const ownAccount = (companyId: number, id: number) => and(eq(glCompanyAccount.id, id), eq(glCompanyAccount.companyId, companyId));

/** New names of a company account; false when the company has no such account. */
export async function renameCompanyAccount(tx: Tx, companyId: number, id: number, names: { naziv: string; nazivCyr: string; nazivEn: string }): Promise<boolean> {
  const updated = await tx.update(glCompanyAccount).set(names).where(ownAccount(companyId, id)).returning({ id: glCompanyAccount.id });
  return updated.length > 0;
}

/** A company account's code, the row locked against concurrent edits (undefined: none). */
export async function lockCompanyAccount(tx: Tx, companyId: number, id: number) {
  const [row] = await tx.select({ konto: glCompanyAccount.konto }).from(glCompanyAccount).where(ownAccount(companyId, id)).for('update');
  return row;
}

export async function deleteCompanyAccount(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(glCompanyAccount).where(ownAccount(companyId, id));
}
