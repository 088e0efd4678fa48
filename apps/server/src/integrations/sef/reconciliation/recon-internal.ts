import { sql } from 'drizzle-orm';
import type { SefReconLine } from '@knjige/contract';
import { selectRows, type Db } from '../../../platform/db/client';
import { ageInDays, type ReconRange } from './recon-range';

interface Raw {
  v_doc: string;
  doc_id: number;
  v_sub_doc: string;
  broj: string;
  datum: string;
  partner: string;
  state: string | null;
  error_key: string | null;
  created_at: Date | string;
}

/**
 * The internal invoices of the range's booked reverse-charge purchases that SEF does not have
 * (never queued, waiting, being sent, or refused): each a `sales-missing` line naming the purchase,
 * whose page shows the internal invoice and sends it. One sent is SEF's; being ours to ourselves it
 * waits for no buyer's decision, so it is not followed as an open sale.
 */
export async function internalInvoiceLines(db: Db, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const rows = await selectRows<Raw>(
    db,
    sql`select i.v_doc, i.doc_id, p.v_sub_doc, i.broj, i.datum::text as datum, coalesce(nullif(k.naziv, ''), k.int_naziv, '') as partner, o.state, o.error_key, i.created_at
          from internal_invoice i
          join (select 'zrn' as v_doc, z.id, z.v_sub_doc, z.kom_id, z.period_id, z.status from doc_zrn z where z.company_id = ${companyId}
                union all
                select 'ur', u.id, u.v_sub_doc, u.kom_id, u.period_id, u.status from doc_ur u where u.company_id = ${companyId}) p on p.v_doc = i.v_doc and p.id = i.doc_id
          left join kom_main k on k.id = p.kom_id
          left join sef_outbox o on o.company_id = i.company_id and o.v_doc = 'iri' and o.doc_id = i.id
         where i.company_id = ${companyId} and p.period_id = ${range.periodId} and p.status = 'locked'
           and i.datum between ${range.dateFrom}::date and ${range.dateTo}::date
           and (o.id is null or o.state in ('queued', 'sending', 'failed'))
         order by i.datum, i.id`,
  );
  return rows.map((r) => ({
    kind: 'sales-missing' as const,
    vDoc: r.v_doc,
    vSubDoc: r.v_sub_doc,
    docId: Number(r.doc_id),
    purchaseId: null,
    label: r.broj,
    date: r.datum,
    partner: r.partner,
    state: r.state,
    sefStatus: null,
    errorKey: r.error_key,
    ageDays: ageInDays(r.created_at, now),
    sef: null,
    books: null,
    vatRecord: null,
  }));
}
