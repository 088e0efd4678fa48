import { sql } from 'drizzle-orm';
import type { GlCheck, GlDifference, GlVerification, GlVerifyQuery } from '@knjige/contract';
import { selectRows, type Db, type Reader } from '../../platform/db/client';
import { invalid } from '../../platform/errors';
import { findPeriod } from '../../master/periods/period';
import { registerAt } from '../../master/fixed-assets/fixed-asset-reports.repo';

/**
 * The general ledger against its sub-ledgers (docs/decisions.md#general-ledger-against-the-sub-ledgers), at a date of a period: every difference
 * between an account's balance and the sub-ledger it stands for. At the period's end (no date, or
 * its last day) both sides are the kept balances (`gl_balance`; `stock_total`, `client_balance`,
 * the VAT books' day sums); before it, the ledger's day sums (`gl_balance_day`) and, per client, the
 * client accounts' lines, against the sub-ledgers' rows up to that day.
 *
 * The accounts are those of the default posting schemes (docs/decisions.md#posting-schemes): a company
 * that maps a figure elsewhere sees that as a difference here.
 */

/** Account prefixes of each comparison; an account counts where its code starts with one of them. */
const ACCOUNTS = {
  wholesale: ['132'],
  retailSale: ['1340'],
  retailCost: ['134'],
  currentAccount: ['241'],
  kir: ['470', '471', '472', '473', '474', '475', '476', '477', '478'],
  kur: ['270', '271', '272', '273', '274', '275', '276', '277', '278'],
  vat: ['27', '47'],
  /** the VAT settlement's accounts: once posted to, KIR and KUR no longer meet 47x and 27x one by one */
  settlement: ['279', '479'],
  /** client accounts holding an advance's VAT, not the client ledger's amounts */
  advanceVat: ['430', '152'],
} as const;

const under = (konto: string, prefixes: readonly string[]) => prefixes.some((p) => konto.startsWith(p));

/** The prefixes the non-client comparisons read (a filter on the ledger's rows). */
const NON_CLIENT = ['01', '02', '13', '24', '27', '47'];

interface LedgerRow {
  konto: string;
  komId: number;
  net: string;
}

const num = (v: string | number | null | undefined) => Number(v ?? 0);

export async function verifyGeneralLedger(db: Db, companyId: number, q: GlVerifyQuery): Promise<GlVerification> {
  return db.transaction((tx) => verifyIn(tx, companyId, q), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function verifyIn(tx: Reader, companyId: number, q: GlVerifyQuery): Promise<GlVerification> {
  const started = performance.now();
  const period = await findPeriod(tx, companyId, q.periodId);
  if (q.datum !== undefined && (q.datum < period.startDate || q.datum > period.endDate)) throw invalid({ datum: 'error.datum.outside-period' });
  const datum = q.datum ?? period.endDate;
  const kept = datum >= period.endDate;
  const scope = sql`company_id = ${companyId} and period_id = ${q.periodId}`;
  const upTo = kept ? sql`` : sql` and datum <= ${datum}`;
  const nonClient = sql.raw(`(${NON_CLIENT.map((p) => `konto like '${p}%'`).join(' or ')})`);

  const [ledger, stock, clients, accounts, vat, desks, register] = await Promise.all([
    kept
      ? selectRows<LedgerRow>(tx, sql`select konto, kom_id as "komId", (duguje - potrazuje)::text as net from gl_balance where ${scope} and (kom_id <> 0 or ${nonClient})`)
      : selectRows<LedgerRow>(
          tx,
          sql`select konto, 0 as "komId", sum(duguje - potrazuje)::text as net from gl_balance_day where ${scope}${upTo} and ${nonClient} group by konto
              union all
              select konto, kom_id, sum(duguje - potrazuje)::text from gl_journal_line where ${scope} and kom_id is not null${upTo} group by konto, kom_id`,
        ),
    selectRows<{ retail: boolean; konto: string | null; naziv: string; nab: string; prod: string }>(
      tx,
      kept
        ? sql`select m.v_promet = 'mp' as retail, m.konto, m.mag_naziv as naziv, sum(t.nab_vrednost)::text as nab, sum(t.prod_vrednost)::text as prod
              from stock_total t join mag_main m on m.id = t.mag_id where t.company_id = ${companyId} and t.period_id = ${q.periodId} group by m.id`
        : sql`select m.v_promet = 'mp' as retail, m.konto, m.mag_naziv as naziv, sum(l.nab_vrednost)::text as nab, sum(l.prod_vrednost)::text as prod
              from stock_ledger l join mag_main m on m.id = l.mag_id
              where l.company_id = ${companyId} and l.period_id = ${q.periodId} and l.datum <= ${datum} group by m.id`,
    ),
    selectRows<{ komId: number; net: string }>(
      tx,
      kept
        ? sql`select kom_id as "komId", (duguje - uplata - potrazuje + isplata)::text as net from client_balance where ${scope}`
        : sql`select kom_id as "komId", sum(duguje - potrazuje)::text as net from client_ledger where ${scope}${upTo} group by kom_id`,
    ),
    selectRows<{ net: string | null }>(tx, sql`select sum(uplata - isplata)::text as net from account_ledger where ${scope}${upTo}`),
    // an advance's VAT: KIR debits 430, deductible KUR credits 152 (the day sums keep advances apart)
    selectRows<{ kir: string | null; kur: string | null; advances: string | null }>(
      tx,
      sql`select sum(case when book = 'kir' then pdv_iznos else 0 end)::text as kir, sum(case when book = 'kur' and deductible then pdv_iznos else 0 end)::text as kur,
            sum(case when not avans then 0 when book = 'kir' then pdv_iznos when deductible then -pdv_iznos else 0 end)::text as advances
          from vat_book_day where ${scope}${upTo}`,
    ),
    // the cash book per desk account, up to the day over every period (a desk's cash carries over years); desks with a book only
    selectRows<{ konto: string; naziv: string; net: string }>(
      tx,
      sql`select b.konto, string_agg(distinct b.naziv, ', ') as naziv, sum(c.uplata - c.isplata)::text as net
          from cash_book c join blagajne b on b.id = c.kasa_id and b.company_id = c.company_id
          where c.company_id = ${companyId} and c.datum <= ${datum} group by b.konto order by b.konto`,
    ),
    registerAt(tx, companyId, { datum }),
  ]);

  const differences: GlDifference[] = [];
  let compared = 0;
  const compare = (check: GlCheck, key: string, ledgerValue: number, subLedger: number) => {
    compared += 1;
    if (ledgerValue !== subLedger) differences.push({ check, key, label: '', ledger: ledgerValue, subLedger, difference: ledgerValue - subLedger });
  };
  const sumOf = (prefixes: readonly string[]) => ledger.filter((r) => r.komId === 0 && under(r.konto, prefixes)).reduce((s, r) => s + num(r.net), 0);

  // Stock: wholesale at cost on 132x (1320 and its contra 1329); retail at sale value on 1340 and at cost on 1340 − 1347 − 1349.
  const stockOf = (retail: boolean, value: 'nab' | 'prod') => stock.filter((s) => s.retail === retail).reduce((sum, s) => sum + num(s[value]), 0);
  compare('stock.wholesale', 'vp', sumOf(ACCOUNTS.wholesale), stockOf(false, 'nab'));
  compare('stock.retail.sale', 'mp', sumOf(ACCOUNTS.retailSale), stockOf(true, 'prod'));
  compare('stock.retail.cost', 'mp', sumOf(ACCOUNTS.retailCost), stockOf(true, 'nab'));
  // A warehouse's own account (under 1320 at cost, under 1340 at sale value) against its stock; the
  // warehouses naming the same account together. The label names them.
  const ownAccounts = new Map<string, { retail: boolean; names: string[]; value: number }>();
  for (const s of stock) {
    if (!s.konto) continue;
    const own = ownAccounts.get(s.konto) ?? { retail: s.retail, names: [], value: 0 };
    own.names.push(s.naziv);
    own.value += num(s.retail ? s.prod : s.nab);
    ownAccounts.set(s.konto, own);
  }
  for (const [konto, own] of [...ownAccounts].sort(([a], [b]) => a.localeCompare(b))) {
    const before = differences.length;
    compare(own.retail ? 'stock.retail.sale' : 'stock.wholesale', konto, sumOf([konto]), own.value);
    for (const d of differences.slice(before)) d.label = own.names.join(', ');
  }

  // Clients: debit − credit of a client's accounts is the client ledger's debit − credit; 430 and 152 hold advances' VAT.
  const perClient = (rows: LedgerRow[]) => {
    const m = new Map<number, number>();
    for (const r of rows) m.set(r.komId, (m.get(r.komId) ?? 0) + num(r.net));
    return m;
  };
  const clientRows = ledger.filter((r) => r.komId !== 0);
  const comparePerClient = (check: GlCheck, ledgerSide: Map<number, number>, subSide: { komId: number; net: string }[]) => {
    const sub = new Map(subSide.map((r) => [r.komId, num(r.net)]));
    for (const komId of [...new Set([...ledgerSide.keys(), ...sub.keys()])].sort((a, b) => a - b)) {
      compare(check, String(komId), ledgerSide.get(komId) ?? 0, sub.get(komId) ?? 0);
    }
  };
  comparePerClient('client', perClient(clientRows.filter((r) => !under(r.konto, ACCOUNTS.advanceVat))), clients);
  // the advances' VAT in total: the books keep no kept sum per client
  compare('client.advance-vat', 'all', clientRows.filter((r) => under(r.konto, ACCOUNTS.advanceVat)).reduce((s, r) => s + num(r.net), 0), num(vat[0]?.advances));

  compare('current-account', '241', sumOf(ACCOUNTS.currentAccount), num(accounts[0]?.net));

  // Cash: each desk account (243, 2430, 246) against the cash book of the desks on it; the label names them.
  for (const desk of desks) {
    const before = differences.length;
    compare('cash-desk', desk.konto, ledger.filter((r) => r.komId === 0 && r.konto === desk.konto).reduce((s, r) => s + num(r.net), 0), num(desk.net));
    for (const d of differences.slice(before)) d.label = desk.naziv;
  }

  // VAT: the accounts together always meet KUR less KIR (a settlement moves amounts among them);
  // each side alone only while no settlement has posted to 479 or 279.
  const kir = num(vat[0]?.kir);
  const kur = num(vat[0]?.kur);
  compare('vat.net', 'net', sumOf(ACCOUNTS.vat), kur - kir);
  const settled = ledger.some((r) => r.komId === 0 && under(r.konto, ACCOUNTS.settlement));
  if (!settled) {
    compare('vat.kir', 'kir', -sumOf(ACCOUNTS.kir), kir);
    compare('vat.kur', 'kur', sumOf(ACCOUNTS.kur), kur);
  }

  // Fixed assets: each asset account (01x/02x but 019/029) against the register's cost of the assets
  // on it, each accumulated-depreciation account (019x/029x, a credit) against their accumulated depreciation.
  const assetAccounts = (correction: boolean) => {
    const sums = new Map<string, { ledger: number; register: number }>();
    const at = (konto: string) => sums.get(konto) ?? sums.set(konto, { ledger: 0, register: 0 }).get(konto)!;
    for (const r of ledger) if (r.komId === 0 && /^0[12]/.test(r.konto) && /^0[12]9/.test(r.konto) === correction) at(r.konto).ledger += correction ? -num(r.net) : num(r.net);
    for (const a of register.rows) at(correction ? a.kontoIspravke : a.konto).register += correction ? a.ispravka : a.nabavnaVrednost;
    return [...sums].sort(([a], [b]) => a.localeCompare(b));
  };
  for (const [konto, s] of assetAccounts(false)) compare('fixed-assets.cost', konto, s.ledger, s.register);
  for (const [konto, s] of assetAccounts(true)) compare('fixed-assets.accumulated', konto, s.ledger, s.register);

  const named = differences.filter((d) => d.check === 'client');
  if (named.length) {
    const names = await selectRows<{ id: number; name: string }>(
      tx,
      sql`select id, int_naziv as name from kom_main where company_id = ${companyId} and id = any(${sql.param(named.map((d) => Number(d.key)))}::int[])`,
    );
    for (const d of named) d.label = names.find((n) => String(n.id) === d.key)?.name ?? '';
  }
  return { ok: differences.length === 0, datum, kept, compared, checks: differences, ms: Math.round(performance.now() - started) };
}
