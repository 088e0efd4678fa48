import { sql } from 'drizzle-orm';
import { fisDoc, fisEntry, fisInput, fisItem, fisItemInput } from '@knjige/contract';
import { fiscalReceiptNumber, fiscalReceiptSeq, lineAmount, lineVatShares, partsExceedTotal, paymentSplit, vatSummary } from '@knjige/domain';
import { docFis, docFisItems } from '../../platform/db/schema';
import { defineFamily, type FieldErrors } from '../family';
import { magName, sum } from '../family-helpers';
import { findRegister, firstRegister, lastReceiptNumber } from './fis.repo';

/** VAT per rate over the summed gross lines (retail prices include VAT). */
const receiptVat = (items: { pdvStopa: number; iznos: number }[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznos })), true);

const PARTS_EXCEED = 'error.fisPlacanje.parts-exceed-total';

/**
 * Register sale: a fiscal receipt of a register (pos-main) of a retail shop. Lines at the shop's
 * retail price with VAT; the payment type splits the total into cheques, card, wire and cash.
 * Lock moves the goods out of the shop at the average cost and writes KIR per rate; no client row.
 */
/** How a register names its receipts' KIR line (rows without a partner join the line of their register and day). */
export const registerBook = (posId: number): string => `KASA-${posId}`;

export const fisFamily = defineFamily({
  entry: fisEntry,
  header: docFis,
  items: docFisItems,
  headerInput: fisInput,
  headerRow: fisDoc,
  itemInput: fisItemInput,
  itemRow: fisItem,
  headerExtras: {
    magNaziv: magName('doc_fis', 'mag_id', 'mag_naziv'),
    posNaziv: sql<string>`coalesce((select p.naziv from pos_main p where p.id = "doc_fis"."pos_id"), '')`.as('pos_naziv'),
    ibfm: sql<string>`coalesce((select p.ibfm from pos_main p where p.id = "doc_fis"."pos_id"), '')`.as('ibfm'),
  },
  comboName: sql<string>`"doc_fis"."fis_bi"`.as('naziv'),
  searchColumns: [docFis.fisBi, docFis.fisRbroj],
  magColumns: [docFis.magId],
  // the retail invoice that takes the receipt over sets it after the receipt's lock
  unhashedColumns: ['fakId'],
  checkHeader: async (tx, companyId, input, current) => {
    const errors: FieldErrors = {};
    const register = await findRegister(tx, companyId, input.posId);
    if (!register) errors.posId = 'error.posId.not-found';
    else if (register.vPromet !== 'mp') errors.posId = 'error.posId.not-retail';
    if (input.fisPlacanje === 5 && partsExceedTotal(input, current?.iznos ?? 0)) errors.fisPlacanje = PARTS_EXCEED;
    return errors;
  },
  // The receipt number is the register's next; the pos row is locked so two receipts never share one.
  serverValues: async (tx, companyId, input, current) => {
    if (current && current.posId === input.posId) return {};
    const register = await findRegister(tx, companyId, input.posId, true);
    if (!register) return {};
    return { magId: register.magId, fisBi: fiscalReceiptNumber(fiscalReceiptSeq(await lastReceiptNumber(tx, input.posId)) + 1) };
  },
  initDefaults: async (tx, companyId) => {
    return { posId: await firstRegister(tx, companyId), fisRbroj: '', fisPlacanje: 1 as const, cekovi: 0, kartica: 0, virman: 0 };
  },
  warehouseOf: (header) => header.magId,
  computeItem: (i, { article }) => ({ artId: i.artId, kolicina: i.kolicina, prodCena: i.prodCena, pdvStopa: article.pdvStopa, iznos: lineAmount(i.kolicina, i.prodCena) }),
  totals: (items, header) => {
    const vat = receiptVat(items);
    const iznos = sum(vat, (r) => r.iznos);
    return { osnovica: sum(vat, (r) => r.osnovica), pdvIznos: sum(vat, (r) => r.pdvIznos), iznos, ...paymentSplit(header.fisPlacanje, iznos, header) };
  },
  lockErrors: (header) => (header.fisPlacanje === 5 && partsExceedTotal(header, header.iznos) ? PARTS_EXCEED : null),
  stornoErrors: (header) => (header.fakId === null ? null : 'error.document.fiscal-linked'),
  // the takings by how they were paid (the split the totals keep): no sub-ledger row carries them
  glFigures: (header) => ({ 'takings.cash': header.gotovina, 'takings.card': header.kartica, 'takings.other': header.cekovi + header.virman }),
  postings: (header, items) => {
    const vatShares = lineVatShares(items, true);
    return {
      // Out of the shop at the average cost and at the shop's sale price with VAT.
      stock: items.map((i) => ({ magId: header.magId, artId: i.artId, datum: header.datum, lineId: i.id, direction: 'out', kolicina: i.kolicina })),
      client: [],
      // KIR keeps a register's receipts of a day as one line: `dokBroj` names the register.
      vat: receiptVat(items).map((r) => ({ book: 'kir', datum: header.datum, komId: null, dokBroj: registerBook(header.posId), stopa: r.stopa, osnovica: r.osnovica, pdvIznos: r.pdvIznos })),
      // The shop's realised turnover: each line's base is its gross less its share of the VAT inside.
      turnover: items.map((i, index) => ({
        vPromet: 'mp',
        datum: header.datum,
        lineId: i.id,
        magId: header.magId,
        komId: null,
        artId: i.artId,
        kolicina: i.kolicina,
        stopa: i.pdvStopa,
        osnovica: i.iznos - vatShares[index]!,
        pdvIznos: vatShares[index]!,
        iznos: i.iznos,
      })),
    };
  },
});
