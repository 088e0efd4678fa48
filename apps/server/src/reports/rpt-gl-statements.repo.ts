import { sql } from 'drizzle-orm';
import { financialStatements, type AccountBalance } from '@knjige/domain';
import { selectRows, type Reader } from '../platform/db/client';
import { findPeriod } from '../master/periods/period';
import { notFound } from '../platform/errors';

/**
 * The year's balance sheet and income statement (B5). The balance sheet reads the closing balances
 * (every posting of the year, the kept sums); the income statement the result accounts (5, 6,
 * 721/722) without the closing entries — those that post to 710, few lines read from the journal —
 * so it shows the year's figures before and after the closing is locked alike.
 */
export async function statements(tx: Reader, companyId: number, periodId: number) {
  const period = await findPeriod(tx, companyId, periodId).catch(() => {
    throw notFound();
  });
  const closing = await selectRows<{ konto: string; saldo: string }>(
    tx,
    sql`select konto, sum(duguje - potrazuje) as saldo from gl_balance
        where company_id = ${companyId} and period_id = ${periodId} group by konto`,
  );
  const result = await selectRows<{ konto: string; saldo: string }>(
    tx,
    sql`select b.konto, b.saldo - coalesce(c.saldo, 0) as saldo from (
          select konto, sum(duguje - potrazuje) as saldo from gl_balance
          where company_id = ${companyId} and period_id = ${periodId} and (konto like '5%' or konto like '6%' or konto like '72%')
          group by konto) b
        left join (
          select l.konto, sum(l.duguje - l.potrazuje) as saldo from gl_journal_line l
          where l.company_id = ${companyId} and l.period_id = ${periodId}
            and l.journal_id in (select c.journal_id from gl_journal_line c where c.company_id = ${companyId} and c.period_id = ${periodId} and c.konto = '710')
          group by l.konto) c on c.konto = b.konto`,
  );
  const toBalances = (rows: { konto: string; saldo: string }[]): AccountBalance[] => rows.map((r) => ({ konto: r.konto, saldo: Number(r.saldo) }));
  return { datum: period.endDate, ...financialStatements(toBalances(closing), toBalances(result)) };
}
