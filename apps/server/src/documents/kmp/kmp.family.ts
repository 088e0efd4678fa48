import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { kmpDoc, kmpEntry, kmpInput, kmpItem, kmpItemInput } from '@knjige/contract';
import type { Tx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/client';
import { invalid } from '../../platform/errors';
import type { ClientPosting } from '../../ledgers/books';
import { clientItem, docKmp, docKmpItems } from '../../platform/db/schema';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';
import { kmpPrints } from './kmp.print';
import { offsetShares } from './kmp.shares';

type Line = typeof docKmpItems.$inferSelect;
type Header = typeof docKmp.$inferSelect;

/** The open items an invoice has for the partner in the offset's period (none for a draft, another client's or company's): in dinars, or in a foreign currency. */
function openItemsOf(tx: Tx, companyId: number, header: Pick<Header, 'periodId' | 'komId'>, dokVDoc: string, dokId: number, foreign = false) {
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

/**
 * Offset (kompenzacija): each named item is closed by a payment-side row quoting its reference,
 * for the share of the amount it takes (what he owes us: a credit; what we owe him: a debit), so
 * the partner's rows net to zero and the scheme posts D 435 / P 204. More than either side has
 * open is refused at lock (422 `iznos`), and so is an item closed meanwhile; storno reopens them.
 */
export const kmpFamily = defineFamily({
  entry: kmpEntry,
  header: docKmp,
  items: docKmpItems,
  headerInput: kmpInput,
  headerRow: kmpDoc,
  itemInput: kmpItemInput,
  itemRow: kmpItem,
  headerExtras: { komNaziv: komName('doc_kmp') },
  comboName: komName('doc_kmp', 'naziv'),
  searchColumns: [],
  komColumn: docKmp.komId,
  magColumns: [],
  checkHeader: async (tx, companyId, input, current) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: 'either' } } });
    if (current && current.komId !== input.komId && (current.otvorenoKupac > 0 || current.otvorenoDobavljac > 0)) errors.komId = 'error.komId.has-items';
    if (current && [current.otvorenoKupac, current.otvorenoDobavljac].some((open) => open > 0 && input.iznos > open)) errors.iznos = 'error.iznos.over-open';
    return errors;
  },
  checkItem: async (tx, companyId, input, line): Promise<FieldErrors> => {
    const open = await openItemsOf(tx, companyId, line.header, input.dokVDoc, input.dokId);
    // an item kept in a foreign currency is not offset: the offset is in dinars (docs/decisions.md#offsets-kompenzacija)
    if (!open.length) return { dokId: (await openItemsOf(tx, companyId, line.header, input.dokVDoc, input.dokId, true)).length ? 'error.dokId.foreign-currency' : 'error.dokId.not-open' };
    const twice = await tx
      .select({ id: docKmpItems.id })
      .from(docKmpItems)
      .where(and(eq(docKmpItems.docId, line.docId), eq(docKmpItems.dokVDoc, input.dokVDoc), eq(docKmpItems.dokId, input.dokId), line.itemId === null ? undefined : ne(docKmpItems.id, line.itemId)));
    return twice.length ? { dokId: 'error.dokId.on-this-offset' } : {};
  },
  lineFacts: async (tx, companyId, input, { header }) => {
    const open = await openItemsOf(tx, companyId, header, input.dokVDoc, input.dokId);
    const first = open[0];
    if (!first) return {};
    return {
      dokOznaka: first.docOznaka,
      smer: first.dir,
      poziv: first.poziv ?? '',
      dokDatum: first.datum,
      dueDate: first.dueDate,
      iznos: sum(open, (o) => o.iznos),
      otvoreno: sum(open, (o) => o.ostatak),
    };
  },
  initDefaults: async () => ({}),
  warehouseOf: () => null,
  // the item's label, side and amounts come from lineFacts
  computeItem: (i, { header }): Omit<Line, 'id' | 'companyId' | 'docId'> => ({ dokVDoc: i.dokVDoc, dokId: i.dokId, dokOznaka: '', smer: 'receivable', poziv: '', dokDatum: header.datum, dueDate: header.datum, iznos: 0, otvoreno: 0 }),
  totals: (items) => ({
    otvorenoKupac: sum(
      items.filter((i) => i.smer === 'receivable'),
      (i) => i.otvoreno,
    ),
    otvorenoDobavljac: sum(
      items.filter((i) => i.smer === 'payable'),
      (i) => i.otvoreno,
    ),
  }),
  postings: (header, items) => {
    const shares = offsetShares(header, items);
    const client: ClientPosting[] = items.flatMap((i) => {
      const share = shares.get(i.id) ?? 0;
      if (share === 0) return [];
      const receivable = i.smer === 'receivable';
      return [{ komId: header.komId, datum: header.datum, side: 'payment' as const, duguje: receivable ? 0 : share, potrazuje: receivable ? share : 0, poziv: i.poziv }];
    });
    return { stock: [], client, vat: [] };
  },
  prints: kmpPrints,
  // the closers went to the named items, the whole amount on each side, or the lock is undone
  afterLock: async (tx, companyId, header, items) => {
    const rows = await selectRows<{ dir: string; iznos: string | number }>(
      tx,
      sql`select c.dir::text as dir, coalesce(sum(a.iznos), 0) as iznos
          from client_item c
          join client_allocation a on a.closer_id = c.ledger_id
          join client_item i on i.ledger_id = a.item_id
          join doc_kmp_items l on l.doc_id = ${header.id} and l.dok_v_doc = i.v_doc and l.dok_id = i.doc_id
          where c.company_id = ${companyId} and c.v_doc = 'kmp' and c.doc_id = ${header.id} and c.role = 'closer'
          group by c.dir`,
    );
    const closed = (dir: string) => Number(rows.find((r) => r.dir === dir)?.iznos ?? 0);
    const sides = new Set(items.map((i) => i.smer));
    if (sides.size < 2 || closed('receivable') !== header.iznos || closed('payable') !== header.iznos) throw invalid({ iznos: 'error.iznos.over-open' });
  },
});
