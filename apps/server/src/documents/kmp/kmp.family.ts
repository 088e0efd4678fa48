import { kmpDoc, kmpEntry, kmpInput, kmpItem, kmpItemInput } from '@knjige/contract';
import { invalid } from '../../platform/errors';
import type { ClientPosting } from '../../ledgers/books';
import { docKmp, docKmpItems } from '../../platform/db/schema';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';
import { kmpPrints } from './kmp.print';
import { offsetShares } from './kmp.shares';
import { closedBySide, invoiceOnOffset, openItemsOf } from './kmp.repo';

type Line = typeof docKmpItems.$inferSelect;

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
    return (await invoiceOnOffset(tx, line.docId, input.dokVDoc, input.dokId, line.itemId)) ? { dokId: 'error.dokId.on-this-offset' } : {};
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
    const rows = await closedBySide(tx, companyId, header.id);
    const closed = (dir: string) => Number(rows.find((r) => r.dir === dir)?.iznos ?? 0);
    const sides = new Set(items.map((i) => i.smer));
    if (sides.size < 2 || closed('receivable') !== header.iznos || closed('payable') !== header.iznos) throw invalid({ iznos: 'error.iznos.over-open' });
  },
});
