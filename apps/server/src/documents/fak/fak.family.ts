import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { fakDoc, fakEntry, fakInput, fakItem, fakItemInput } from '@knjige/contract';
import type { Tx } from '../../platform/db/client';
import { docFak, docFakItems, docFis } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';

const ALREADY_LINKED = 'error.fisId.linked';

/** The receipt a line links, if it is this company's. */
async function findReceipt(tx: Tx, companyId: number, fisId: number) {
  const [row] = await tx
    .select({ status: docFis.status, fakId: docFis.fakId, oznaka: docFis.oznaka, opis: docFis.opis, fisPlacanje: docFis.fisPlacanje, iznos: docFis.iznos, virman: docFis.virman })
    .from(docFis)
    .where(and(eq(docFis.id, fisId), eq(docFis.companyId, companyId)));
  return row ?? null;
}

/**
 * Retail invoice: a buyer's invoice for receipts already rung up at the till. Its lines link
 * locked receipts; locking claims them (each belongs to one retail invoice) and posts only the
 * buyer's debt for their wire-transfer part. Storno frees them.
 */
export const fakFamily = defineFamily({
  entry: fakEntry,
  header: docFak,
  items: docFakItems,
  headerInput: fakInput,
  headerRow: fakDoc,
  itemInput: fakItemInput,
  itemRow: fakItem,
  headerExtras: { komNaziv: komName('doc_fak') },
  comboName: komName('doc_fak', 'naziv'),
  searchColumns: [docFak.brojNarudzbenice, docFak.brojTendera, docFak.brojUgovora],
  komColumn: docFak.komId,
  magColumns: [],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: fakEntry.partner } } });
    if (input.datumDospeca < input.datum) errors.datumDospeca = 'error.datumDospeca.before-datum';
    return errors;
  },
  // Only a locked receipt of this company that no retail invoice holds yet, once per invoice.
  checkItem: async (tx, companyId, input, line): Promise<FieldErrors> => {
    const receipt = await findReceipt(tx, companyId, input.fisId);
    if (!receipt) return { fisId: 'error.fisId.not-found' };
    if (receipt.status !== 'locked') return { fisId: 'error.fisId.not-locked' };
    if (receipt.fakId !== null) return { fisId: ALREADY_LINKED };
    const [twice] = await tx
      .select({ id: docFakItems.id })
      .from(docFakItems)
      .where(and(eq(docFakItems.docId, line.docId), eq(docFakItems.fisId, input.fisId), line.itemId === null ? undefined : ne(docFakItems.id, line.itemId)));
    return twice ? { fisId: 'error.fisId.on-this-invoice' } : {};
  },
  lineFacts: async (tx, companyId, input) => {
    const receipt = await findReceipt(tx, companyId, input.fisId);
    return receipt ? { docOznaka: receipt.oznaka, docOpis: receipt.opis, fisPlacanje: receipt.fisPlacanje, iznos: receipt.iznos, virman: receipt.virman } : {};
  },
  initDefaults: async (_tx, _companyId, { datum }) => ({ datumDospeca: datum, brojNarudzbenice: '', brojTendera: '', brojUgovora: '' }),
  warehouseOf: () => null,
  // checkItem refused a receipt that is not there; lineFacts fills the receipt's label and amounts
  computeItem: (i) => ({ fisId: i.fisId, docOznaka: '', docOpis: '', fisPlacanje: 1, iznos: 0, virman: 0 }),
  totals: (items) => ({ iznos: sum(items, (i) => i.iznos), zaUplatu: sum(items, (i) => i.virman) }),
  postings: (header) => ({
    stock: [],
    client: header.zaUplatu ? [{ komId: header.komId, datum: header.datum, dueDate: header.datumDospeca, side: 'invoice', duguje: header.zaUplatu, potrazuje: 0 }] : [],
    vat: [],
  }),
  // Claims the receipts: an update that skips a receipt another invoice holds (or that is no longer
  // locked) undoes the lock. Concurrent locks wait on the receipt rows, so exactly one claims each.
  afterLock: async (tx, companyId, header, items) => {
    const fisIds = items.map((i) => i.fisId);
    const claimed = await tx
      .update(docFis)
      .set({ fakId: header.id })
      .where(and(eq(docFis.companyId, companyId), inArray(docFis.id, fisIds), isNull(docFis.fakId), eq(docFis.status, 'locked')))
      .returning({ id: docFis.id });
    if (claimed.length !== fisIds.length) throw conflict(ALREADY_LINKED);
  },
  afterStorno: async (tx, companyId, header) => {
    await tx
      .update(docFis)
      .set({ fakId: null })
      .where(and(eq(docFis.companyId, companyId), eq(docFis.fakId, header.id)));
  },
});
