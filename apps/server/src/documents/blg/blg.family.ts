import { sql } from 'drizzle-orm';
import { blgDoc, blgEntry, blgInput, blgItem, blgItemInput, cashLineErrors, cashLineRules } from '@knjige/contract';
import { HOME_CURRENCY, normalizeReference } from '@knjige/domain';
import type { ClientPosting } from '../../ledgers/books';
import { docBlg, docBlgItems } from '../../platform/db/schema';
import { findDesk, firstDesk } from '../../master/cash-desks/cash-desks.repo';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, magName, sum } from '../family-helpers';
import { postCashBook, stornoCashBook } from '../../ledgers/cash-book';
import { costAccounts, costLines, countOpenItemsWithReference, deskAccount, findCostItem } from './blg.repo';

type Line = typeof docBlgItems.$inferSelect;

const deskName = (alias: string) => sql<string>`coalesce((select b.naziv from blagajne b where b.id = "doc_blg"."kasa_id"), '')`.as(alias);
const clientName = sql<string>`coalesce((select k.int_naziv from kom_main k where k.id = "doc_blg_items"."kom_id"), '')`.as('klijent');
const costName = sql<string>`coalesce((select c.naziv from trosak_main c where c.id = "doc_blg_items"."trosak_id"), '')`.as('trosak');

const receipt = (vSubDoc: string) => vSubDoc === 'uplatnica';
const of = (items: Line[], vrsta: Line['vrsta']) => sum(items.filter((i) => i.vrsta === vrsta), (i) => i.iznos);

/**
 * Cash desk orders (blagajna): a receipt or a payment of one dinar desk, its lines a partner paying
 * or paid (a payment-side client row: it closes his open items, by the reference quoted or the
 * oldest first), a retail shop's takings brought in, a cost paid in cash, cash to or from the bank.
 * The lock writes the cash book and refuses a desk that would fall below zero on any day (422
 * `iznos`); the scheme posts the desk's account against the partners' (204 / 435), the cost's
 * account, the transit account for the bank (248) and the takings (243).
 */
export const blgFamily = defineFamily({
  entry: blgEntry,
  header: docBlg,
  items: docBlgItems,
  headerInput: blgInput,
  headerRow: blgDoc,
  itemInput: blgItemInput,
  itemRow: blgItem,
  headerExtras: { kasaNaziv: deskName('kasa_naziv') },
  itemExtras: { klijent: clientName, magNaziv: magName('doc_blg_items', 'mag_id', 'mag_naziv'), trosak: costName },
  comboName: deskName('naziv'),
  searchColumns: [],
  magColumns: [],
  checkHeader: async (tx, companyId, input): Promise<FieldErrors> => {
    const desk = await findDesk(tx, companyId, input.kasaId);
    if (!desk) return { kasaId: 'error.kasaId.not-found' };
    // a foreign-currency desk keeps its cash in that currency: its orders are not taken yet (docs/decisions.md#cash-desk-blagajna)
    if (desk.valuta !== HOME_CURRENCY) return { kasaId: 'error.kasaId.foreign-currency' };
    return {};
  },
  checkItem: async (tx, companyId, input, line): Promise<FieldErrors> => {
    const errors = cashLineErrors(input, line.header.vSubDoc);
    const { ref } = cashLineRules[input.vrsta];
    const refErrors = await checkRefs(tx, companyId, {
      clients: ref === 'komId' && input.komId ? { komId: { id: input.komId, kind: 'either' } } : {},
      warehouses: ref === 'magId' ? { magId: { id: input.magId, vPromet: 'mp' } } : {},
    });
    if (ref === 'trosakId' && input.trosakId) {
      const cost = await findCostItem(tx, companyId, input.trosakId);
      if (!cost) refErrors.trosakId = 'error.trosakId.not-found';
      else {
        // one cost account per order: the scheme's cost figure takes one account
        const others = await costLines(tx, line.docId);
        const ids = others.flatMap((o) => (o.trosakId !== null && o.id !== line.itemId ? [o.trosakId] : []));
        const accounts = await costAccounts(tx, companyId, [...ids, input.trosakId]);
        if (accounts.length > 1) refErrors.trosakId = 'error.trosakId.other-account';
      }
    }
    // a reference quoted must be one of the partner's open items on the order's side (not a draft's, not another's)
    if (ref === 'komId' && input.komId && input.poziv && !refErrors.komId) {
      const dir = receipt(line.header.vSubDoc) ? 'receivable' : 'payable';
      const open = await countOpenItemsWithReference(tx, companyId, line.header.periodId, input.komId, dir, normalizeReference(input.poziv));
      if (!open) refErrors.poziv = 'error.poziv.not-open';
    }
    return { ...errors, ...refErrors };
  },
  initDefaults: async (tx, companyId) => ({ kasaId: await firstDesk(tx, companyId) }),
  warehouseOf: () => null,
  // only what the kind uses is kept: a line changed from klijent to trosak drops its partner
  computeItem: (i) => {
    const { ref } = cashLineRules[i.vrsta];
    return {
      vrsta: i.vrsta,
      komId: ref === 'komId' ? i.komId : null,
      magId: ref === 'magId' ? i.magId : null,
      trosakId: ref === 'trosakId' ? i.trosakId : null,
      opis: i.opis,
      iznos: i.iznos,
      poziv: ref === 'komId' ? i.poziv : '',
    };
  },
  totals: (items) => ({ iznos: sum(items, (i) => i.iznos) }),
  postings: (header, items) => ({
    stock: [],
    // a customer paying is his payment (potražuje), a supplier paid ours to him (duguje)
    client: items.flatMap((i): ClientPosting[] =>
      i.vrsta === 'klijent' && i.komId !== null
        ? [{ komId: i.komId, datum: header.datum, side: 'payment', duguje: receipt(header.vSubDoc) ? 0 : i.iznos, potrazuje: receipt(header.vSubDoc) ? i.iznos : 0, poziv: i.poziv }]
        : [],
    ),
    vat: [],
  }),
  // the desk's cash in (+) or out (−); the counter-figures of the lines that settle no partner
  glFigures: (header, items) => {
    const sign = receipt(header.vSubDoc) ? 1 : -1;
    return {
      cash: sign * sum(items, (i) => i.iznos),
      'cash.pazar': -of(items, 'pazar'),
      'cash.trosak': of(items, 'trosak'),
      'cash.bank': -sign * of(items, 'banka'),
    };
  },
  // the desk's own account for its cash; the cost item's for a cost paid in cash
  glAccounts: async (tx, companyId, header): Promise<Record<string, string>> => {
    const desk = await deskAccount(tx, companyId, header.kasaId);
    const costs = await costLines(tx, header.id);
    const [cost] = await costAccounts(
      tx,
      companyId,
      costs.flatMap((c) => (c.trosakId === null ? [] : [c.trosakId])),
    );
    return { ...(desk !== undefined ? { cash: desk } : {}), ...(cost ? { 'cash.trosak': cost } : {}) };
  },
  afterLock: (tx, companyId, header) => postCashBook(tx, { id: header.id, companyId, kasaId: header.kasaId, datum: header.datum }),
  afterStorno: (tx, companyId, header) => stornoCashBook(tx, { id: header.id, companyId, kasaId: header.kasaId, datum: header.datum }),
});
