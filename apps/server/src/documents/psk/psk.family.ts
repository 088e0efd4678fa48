import { sql } from 'drizzle-orm';
import { pskDoc, pskEntry, pskInput, pskItem, pskItemInput } from '@knjige/contract';
import { docPsk, docPskItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, sum } from '../family-helpers';

const lineClient = (column: 'int_naziv' | 'pib', alias: string) =>
  sql<string>`coalesce((select k.${sql.raw(column)} from kom_main k where k.id = "doc_psk_items"."kom_id"), '')`.as(alias);

/**
 * Opening client balances: one client-ledger row per line, invoice side, due on the line's date. A
 * line naming the document it is open on (carried from last year) opens its item under that label
 * and its payment reference, so a payment quoting the old invoice still closes it.
 */
export const pskFamily = defineFamily({
  entry: pskEntry,
  header: docPsk,
  items: docPskItems,
  headerInput: pskInput,
  headerRow: pskDoc,
  itemInput: pskItemInput,
  itemRow: pskItem,
  headerExtras: {},
  itemExtras: { intNaziv: lineClient('int_naziv', 'int_naziv'), pib: lineClient('pib', 'pib') },
  comboName: sql<string>`"doc_psk"."opis"`.as('naziv'),
  searchColumns: [],
  magColumns: [],
  checkHeader: async () => ({}),
  checkItem: (tx, companyId, input) => checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: 'none' } } }),
  initDefaults: async () => ({}),
  warehouseOf: () => null,
  computeItem: (i) => ({ komId: i.komId, duguje: i.duguje, potrazuje: i.potrazuje, dueDate: i.dueDate ?? null, dokOznaka: i.dokOznaka }),
  totals: (items) => ({ duguje: sum(items, (i) => i.duguje), potrazuje: sum(items, (i) => i.potrazuje) }),
  // the opening balances' counter-account side (700): what the clients owe less what is owed to them
  glFigures: (header) => ({ opening: header.duguje - header.potrazuje }),
  postings: (header, items) => ({
    stock: [],
    client: items.map((i) => ({
      komId: i.komId,
      datum: header.datum,
      dueDate: i.dueDate ?? header.datum,
      side: 'invoice',
      duguje: i.duguje,
      potrazuje: i.potrazuje,
      ...(i.dokOznaka ? { itemOznaka: i.dokOznaka } : {}),
    })),
    vat: [],
  }),
});
