import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Reader, type Tx } from '../../platform/db/client';
import { docNal, docNalItems } from '../../platform/db/schema';
import type { HeaderTable } from '../family';

export async function insertEntry(tx: Tx, values: typeof docNal.$inferInsert) {
  const [header] = await tx.insert(docNal).values(values).returning();
  if (!header) throw new Error('insert returned no row');
  return header;
}

export async function insertEntryLines(tx: Tx, values: (typeof docNalItems.$inferInsert)[]) {
  return tx.insert(docNalItems).values(values).returning();
}

export async function setEntryTotals(tx: Tx, id: number, totals: Partial<typeof docNal.$inferInsert>): Promise<void> {
  await tx.update(docNal).set(totals).where(eq(docNal.id, id));
}

/** Up to five labels of one family's drafts in a period, oldest first. */
export async function draftLabels(tx: Reader, header: HeaderTable, companyId: number, periodId: number) {
  return tx
    .select({ oznaka: header.oznaka })
    .from(header)
    .where(and(eq(header.companyId, companyId), eq(header.periodId, periodId), eq(header.status, 'draft')))
    .orderBy(asc(header.datum), asc(header.id))
    .limit(5);
}

/** The period's kept balances per account and client of the accounts `where` picks: net debit − credit, non-zero only. */
export async function glBalances(tx: Reader, companyId: number, periodId: number, where: SQL) {
  return selectRows<{ konto: string; komId: number; net: string }>(
    tx,
    sql`select konto, kom_id as "komId", sum(duguje - potrazuje) as net from gl_balance
        where company_id = ${companyId} and period_id = ${periodId} and ${where}
        group by konto, kom_id having sum(duguje - potrazuje) <> 0 order by konto, kom_id`,
  );
}

/** The VAT books' VAT of a period's days from `from` to `to` (KUR: deductible only), per book, rate, advance and POPDV field. */
export async function vatByKind(tx: Reader, companyId: number, periodId: number, from: string, to: string) {
  return selectRows<{ book: 'kir' | 'kur'; stopa: number; avans: boolean; popdv: string; pdv: string }>(
    tx,
    sql`select book, stopa, avans, popdv, sum(pdv_iznos) as pdv from vat_book_day
          where company_id = ${companyId} and period_id = ${periodId} and datum between ${from} and ${to} and (book = 'kir' or deductible)
          group by book, stopa, avans, popdv order by book, stopa desc, avans, popdv`,
  );
}
