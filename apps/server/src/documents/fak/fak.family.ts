import { fakDoc, fakEntry, fakInput, fakItem, fakItemInput, lineKindOf } from '@knjige/contract';
import { docFak, docFakItems } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';
import { CASH_SUB_TYPE, ownLines, retailVat } from './fak-lines';
import { retailInvoiceData } from './fak.xml';
import { retailModel } from './fak.invoice-print';
import { claimReceipts, findReceipt, receiptOnInvoice, releaseReceipts } from './fak.repo';

const ALREADY_LINKED = 'error.fisId.linked';

/**
 * Retail invoice: a buyer's invoice for receipts already rung up at the till. Its lines link
 * locked receipts; locking claims them (each belongs to one retail invoice) and posts only the
 * buyer's debt for their wire-transfer part. Storno frees them. A cash (`fak-got`) or services
 * (`fak-usl`) invoice has lines of its own where no receipt exists: their VAT goes to KIR, and a
 * services invoice's amount is the buyer's debt (a cash one was paid).
 */
export const fakFamily = defineFamily({
  entry: fakEntry,
  header: docFak,
  items: docFakItems,
  // a due date left out: the buyer's payment term after the document date (the engine's, registry `dueByClientTerm`)
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
    if (input.datumDospeca !== undefined && input.datumDospeca < input.datum) errors.datumDospeca = 'error.datumDospeca.before-datum';
    return errors;
  },
  // A link (fak-mp): only a locked receipt of this company that no retail invoice holds yet, once per
  // invoice. A line of its own (fak-got, fak-usl): a VAT rate and an amount (the shared code checks the rate).
  checkItem: async (tx, companyId, input, line): Promise<FieldErrors> => {
    if (lineKindOf(fakEntry, line.header.vSubDoc) === 'vat-amount') {
      if (input.fisId != null) return { fisId: 'error.fisId.own-lines' };
      const errors: FieldErrors = {};
      if (input.pdvId == null) errors.pdvId = 'error.pdvId.required';
      if (input.iznos == null) errors.iznos = 'error.iznos.required';
      return errors;
    }
    if (input.fisId == null) return { fisId: 'error.fisId.required' };
    const receipt = await findReceipt(tx, companyId, input.fisId);
    if (!receipt) return { fisId: 'error.fisId.not-found' };
    if (receipt.status !== 'locked') return { fisId: 'error.fisId.not-locked' };
    if (receipt.fakId !== null) return { fisId: ALREADY_LINKED };
    return (await receiptOnInvoice(tx, line.docId, input.fisId, line.itemId)) ? { fisId: 'error.fisId.on-this-invoice' } : {};
  },
  lineFacts: async (tx, companyId, input) => {
    const receipt = input.fisId == null ? null : await findReceipt(tx, companyId, input.fisId);
    return receipt ? { docOznaka: receipt.oznaka, docOpis: receipt.opis, fisPlacanje: receipt.fisPlacanje, iznos: receipt.iznos, virman: receipt.virman } : {};
  },
  initDefaults: async (_tx, _companyId, { datum }) => ({ datumDospeca: datum, brojNarudzbenice: '', brojTendera: '', brojUgovora: '' }),
  warehouseOf: () => null,
  // A line of its own gets its rate from the shared code; a link's label and amounts come from lineFacts.
  computeItem: (i, { vat }) =>
    vat
      ? { fisId: null, docOznaka: '', docOpis: '', fisPlacanje: null, opis: i.opis, pdvId: vat.id, pdvStopa: vat.stopa, iznos: i.iznos ?? 0, virman: 0 }
      : { fisId: i.fisId ?? null, docOznaka: '', docOpis: '', fisPlacanje: 1, opis: '', pdvId: null, pdvStopa: null, iznos: 0, virman: 0 },
  // The receipts' totals and wire parts; own lines add their amounts, payable by the buyer unless paid in cash (fak-got).
  totals: (items, header) => ({
    iznos: sum(items, (i) => i.iznos),
    zaUplatu: sum(items, (i) => i.virman) + (header.vSubDoc === CASH_SUB_TYPE ? 0 : sum(ownLines(items), (i) => i.iznos)),
  }),
  // the receipts' wire parts move from the takings (228) to the buyer; own lines of a cash invoice are cash
  glFigures: (header, items) => ({
    'receipts.wire': -sum(items, (i) => i.virman),
    'own.cash': header.vSubDoc === CASH_SUB_TYPE ? sum(ownLines(items), (i) => i.iznos) : 0,
  }),
  postings: (header, items) => ({
    stock: [],
    client: header.zaUplatu ? [{ komId: header.komId, datum: header.datum, dueDate: header.datumDospeca, side: 'invoice', duguje: header.zaUplatu, potrazuje: 0 }] : [],
    // The receipts booked their VAT; own lines are booked here, per rate, VAT inside the amounts.
    vat: retailVat(ownLines(items)).map((r) => ({ book: 'kir', datum: header.datum, komId: header.komId, dokBroj: header.oznaka, stopa: r.stopa, osnovica: r.osnovica, pdvIznos: r.pdvIznos })),
  }),
  // Claims the receipts: an update that skips a receipt another invoice holds (or that is no longer
  // locked) undoes the lock. Concurrent locks wait on the receipt rows, so exactly one claims each.
  afterLock: async (tx, companyId, header, items) => {
    const fisIds = items.flatMap((i) => (i.fisId === null ? [] : [i.fisId]));
    if (!fisIds.length) return;
    const claimed = await claimReceipts(tx, companyId, header.id, fisIds);
    if (claimed.length !== fisIds.length) throw conflict(ALREADY_LINKED);
  },
  afterStorno: async (tx, companyId, header) => {
    await releaseReceipts(tx, companyId, header.id);
  },
  xmlData: retailInvoiceData,
  invoiceModel: retailModel,
});
