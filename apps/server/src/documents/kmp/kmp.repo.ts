import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { selectRows, type Reader } from '../../platform/db/client';
import { clientItem, docKmp, docKmpItems } from '../../platform/db/schema';

type Header = typeof docKmp.$inferSelect;

/** The open items an invoice has for the partner in the offset's period (none for a draft, another client's or company's): in dinars, or in a foreign currency. */
export function openItemsOf(tx: Reader, companyId: number, header: Pick<Header, 'periodId' | 'komId'>, dokVDoc: string, dokId: number, foreign = false) {
  return tx
    .select({ docOznaka: clientItem.docOznaka, dir: clientItem.dir, poziv: clientItem.poziv, datum: clientItem.datum, dueDate: clientItem.dueDate, iznos: clientItem.iznos, ostatak: clientItem.ostatak })
    .from(clientItem)
    .where(
      and(
        eq(clientItem.companyId, companyId),
        eq(clientItem.periodId, header.periodId),
        eq(clientItem.komId, header.komId),
        eq(clientItem.vDoc, dokVDoc),
        eq(clientItem.docId, dokId),
        eq(clientItem.role, 'item'),
        gt(clientItem.ostatak, 0),
        foreign ? isNotNull(clientItem.valuta) : isNull(clientItem.valuta),
      ),
    )
    .orderBy(clientItem.ledgerId);
}

/** Whether another line of the offset (not `exceptId`, the one being edited) names the invoice. */
export async function invoiceOnOffset(tx: Reader, docId: number, dokVDoc: string, dokId: number, exceptId: number | null): Promise<boolean> {
  const twice = await tx
    .select({ id: docKmpItems.id })
    .from(docKmpItems)
    .where(and(eq(docKmpItems.docId, docId), eq(docKmpItems.dokVDoc, dokVDoc), eq(docKmpItems.dokId, dokId), exceptId === null ? undefined : ne(docKmpItems.id, exceptId)));
  return twice.length > 0;
}

/** What the offset's closers allocated to the items its lines name, per side. */
export async function closedBySide(tx: Reader, companyId: number, docId: number) {
  return selectRows<{ dir: string; iznos: string | number }>(
    tx,
    sql`select c.dir::text as dir, coalesce(sum(a.iznos), 0) as iznos
          from client_item c
          join client_allocation a on a.closer_id = c.ledger_id
          join client_item i on i.ledger_id = a.item_id
          join doc_kmp_items l on l.doc_id = ${docId} and l.dok_v_doc = i.v_doc and l.dok_id = i.doc_id
          where c.company_id = ${companyId} and c.v_doc = 'kmp' and c.doc_id = ${docId} and c.role = 'closer'
          group by c.dir`,
  );
}
