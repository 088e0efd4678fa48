import { sql } from 'drizzle-orm';
import { sefPurchaseFinalStatuses, type AgencySefKeyState, type AgencyVatState } from '@knjige/contract';
import { addDays, deskVatMonth, isReturn2027, monthDays, monthOfDay, previousMonth, toAcceptMonth } from '@knjige/domain';
import { selectRows, type Reader, type Tx } from '../../platform/db/client';
import { exactNumber } from '../../platform/exact-number';
import { lastStatement } from '../../documents/desk-figures.repo';
import { accountList } from '../../reports/rpt-trn.repo';
import { vatReturnOf } from '../../reports/rpt-fin.repo';
import { reviewVatRecords } from '../sef/vat/vat-records-review';
import { toAccept } from '../vat/to-accept';
import { agencyCompanyFigures } from './agency.tables';

type Figures = typeof agencyCompanyFigures.$inferInsert;

/** SEF answers that mean the key itself is refused (not a passing failure). */
const refusedKeyErrors = ['error.sef.unauthorized'];

const finals = sql.join(
  sefPurchaseFinalStatuses.map((s) => sql`${s}`),
  sql`, `,
);

/** The company's period holding a day (the latest that does), or null. */
async function periodOf(tx: Reader, companyId: number, day: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`select id from periods where company_id = ${companyId} and start_date <= ${day} and end_date >= ${day} order by start_date desc limit 1`,
  );
  return row ? exactNumber(row.id) : null;
}

async function filedOn(tx: Reader, companyId: number, month: string): Promise<string | null> {
  const [row] = await selectRows<{ filed_on: string }>(tx, sql`select filed_on::text as filed_on from vat_return_filing where company_id = ${companyId} and month = ${month}`);
  return row?.filed_on ?? null;
}

/** The VAT group: the month due next, its state, PPPDV field 110, and its summary and individual records on SEF. */
async function vatFigures(tx: Tx, companyId: number, today: string) {
  const lastFiled = (await filedOn(tx, companyId, previousMonth(monthOfDay(today)))) !== null;
  const vatMonth = deskVatMonth(today, lastFiled);
  const { from, to } = monthDays(vatMonth);
  const vatFiledOn = await filedOn(tx, companyId, vatMonth);
  const periodId = await periodOf(tx, companyId, from);
  const [books] = await selectRows<{ booked: boolean; drafts: boolean; summary: boolean }>(
    tx,
    sql`select exists (select 1 from vat_book_day where company_id = ${companyId} and datum between ${from} and ${to}) as booked,
               exists (select 1 from doc_draft where company_id = ${companyId} and datum between ${from} and ${to}) as drafts,
               exists (select 1 from sef_vat_record where company_id = ${companyId} and year = ${Number(vatMonth.slice(0, 4))} and month = ${Number(vatMonth.slice(5, 7))}
                        and kind = 'group' and sef_status = 10) as summary`,
  );
  const vatState: AgencyVatState = vatFiledOn ? 'filed' : books?.booked && !books.drafts ? 'computed' : 'not-computed';
  let vatAmount = 0;
  let recordsMissing = 0;
  if (periodId !== null) {
    const r = await vatReturnOf(tx, companyId, { periodId, dateFrom: from, dateTo: to });
    vatAmount = exactNumber(r.pppdv['110'] ?? 0);
    const review = await reviewVatRecords(tx, companyId, periodId, Number(vatMonth.slice(5, 7)));
    recordsMissing = review.records.filter((x) => x.kind === 'individual' && x.action === 'send').length;
  }
  return { vatMonth, vatState, vatAmount, vatFiledOn, summarySent: !!books?.summary, recordsMissing };
}

/** The SEF group: the key, the last synchronisation, the outbox, the purchase invoices to accept and the inbox. */
async function sefFigures(tx: Reader, companyId: number, today: string) {
  const [row] = await selectRows<{ has_key: boolean; last_ok: string | null; last_error: string | null; last_sync: string | null; failed: number; waiting: number; not_booked: number; undecided: number }>(
    tx,
    sql`select s.company_id is not null as has_key, s.last_ok_at as last_ok, s.last_error, s.last_sync_at as last_sync,
               (select count(*) from sef_outbox o where o.company_id = ${companyId} and o.state = 'failed')::int as failed,
               (select count(*) from sef_outbox o where o.company_id = ${companyId} and o.state in ('queued', 'sending'))::int as waiting,
               (select count(*) from sef_purchase_invoice p where p.company_id = ${companyId} and p.booked_doc_id is null)::int as not_booked,
               (select count(*) from sef_purchase_invoice p where p.company_id = ${companyId} and p.sef_status not in (${finals})
                  and p.document_type <> 'CreditNote' and p.vat <> 0 and p.parse_error is null)::int as undecided
          from (select 1) one left join sef_settings s on s.company_id = ${companyId}`,
  );
  const sefKey: AgencySefKeyState = !row?.has_key
    ? 'none'
    : row.last_error && refusedKeyErrors.includes(row.last_error)
      ? 'refused'
      : row.last_ok
        ? 'valid'
        : 'untested';
  const purchaseMonth = toAcceptMonth(today);
  let purchaseWaiting = row?.undecided ?? 0;
  // from 2027 the month's list to accept by the 10th, as the VAT page shows it
  if (isReturn2027(purchaseMonth)) {
    const periodId = await periodOf(tx, companyId, monthDays(purchaseMonth).from);
    purchaseWaiting = periodId === null ? 0 : (await toAccept(tx, companyId, periodId, purchaseMonth, today)).rows.length;
  }
  return {
    sefKey,
    sefLastSync: row?.last_sync ? new Date(row.last_sync) : null,
    sefFailed: row?.failed ?? 0,
    sefWaiting: row?.waiting ?? 0,
    purchaseMonth,
    purchaseWaiting,
    inboxNotBooked: row?.not_booked ?? 0,
  };
}

/** The bank and work groups: the last statement, the accounts' balance, drafts, the month's drafts, open items past due. */
async function bookFigures(tx: Reader, companyId: number, today: string) {
  const statement = await lastStatement(tx, companyId);
  const periodId = await periodOf(tx, companyId, today);
  const accountBalance = periodId === null ? 0 : (await accountList(tx, companyId, periodId)).reduce((s, a) => exactNumber(s + a.saldo), 0);
  const { from, to } = monthDays(monthOfDay(today));
  const [work] = await selectRows<{ old: number; month: number; past_due: number; past_due_amount: string }>(
    tx,
    sql`select (select count(*) from doc_draft where company_id = ${companyId} and (created_at at time zone 'Europe/Belgrade')::date < ${addDays(today, -7)}::date)::int as old,
               (select count(*) from doc_draft where company_id = ${companyId} and datum between ${from} and ${to})::int as month,
               (select count(*) from client_item i where i.company_id = ${companyId} and i.period_id = ${periodId ?? 0} and i.role = 'item' and i.ostatak <> 0 and i.due_date < ${today})::int as past_due,
               (select coalesce(sum(case when i.dir = 'receivable' then i.ostatak else -i.ostatak end), 0) from client_item i
                 where i.company_id = ${companyId} and i.period_id = ${periodId ?? 0} and i.role = 'item' and i.ostatak <> 0 and i.due_date < ${today})::bigint::text as past_due_amount`,
  );
  return {
    statementDate: statement?.datum ?? null,
    statementNumber: statement?.oznaka ?? null,
    statementId: statement?.id ?? null,
    accountBalance,
    draftsOld: work?.old ?? 0,
    monthNotLocked: work?.month ?? 0,
    pastDue: work?.past_due ?? 0,
    pastDueAmount: exactNumber(Number(work?.past_due_amount ?? 0)),
  };
}

/**
 * Computes the company's desk row from its own kept sums and indexed rows and writes it, in the
 * caller's transaction: called where a document's lock, storno, save or delete, an outbox answer
 * of SEF, a key's outcome or a filing changes what the desk shows, and by the desk itself for a
 * row computed on an earlier day (its day counts moved).
 */
export async function keepAgencyFigures(tx: Tx, companyId: number, today: string): Promise<void> {
  const values: Figures = {
    companyId,
    asOf: today,
    ...(await vatFigures(tx, companyId, today)),
    ...(await sefFigures(tx, companyId, today)),
    ...(await bookFigures(tx, companyId, today)),
    updatedAt: new Date(),
  };
  const { companyId: _key, ...set } = values;
  await tx.insert(agencyCompanyFigures).values(values).onConflictDoUpdate({ target: agencyCompanyFigures.companyId, set });
}
