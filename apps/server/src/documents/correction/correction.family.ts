import { getTableName, sql } from 'drizzle-orm';
import {
  correctedInvoiceFamilies,
  correctionDoc,
  correctionInput,
  correctionItem,
  correctionItemInput,
  correctionSide,
  type CorrectedInvoiceKind,
  type knodEntry,
  type knzEntry,
} from '@knjige/contract';
import { documentReference, isValidModel97, normalizeReference, vatFromNet, vatSummary } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { conflict, invalid } from '../../platform/errors';
import { postClient, type ClientPosting } from '../../ledgers/books';
import { NOTE_SERVICES, salesShareOf, splitByKind } from '../../ledgers/posting-schemes';
import { defineFamily, type FieldErrors } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';
import { lineVatRate } from '../vat-lines';
import type { correctionHeaderTable, correctionItemsTable, correctionRefsTable } from './correction.tables';
import { correctionPrints } from './correction.print';
import { correctionXmlData } from './correction.xml';
import { documentService } from '../document.service';
import { basesLeft, findInvoices, invoicesInPeriod, type InvoiceFacts } from './corrected-invoices.repo';
import {
  basesAtRate,
  clientBalanceRow,
  countLines,
  countNamedInvoices,
  deleteCorrections,
  deleteNamedInvoices,
  insertCorrections,
  insertNamedInvoices,
  namedInvoices,
} from './correction.repo';

type HeaderTable = ReturnType<typeof correctionHeaderTable>;
type Header = HeaderTable['$inferSelect'];
type ItemsTable = ReturnType<typeof correctionItemsTable>;
type Item = ItemsTable['$inferSelect'];
type RefsTable = ReturnType<typeof correctionRefsTable>;
type Input = (typeof correctionInput)['_zod']['output'];

/**
 * What tells a credit note from a debit note: the sign of its base and VAT (−1 lowers the named
 * invoices, +1 raises them), and its tables and entry.
 */
export interface CorrectionKind {
  entry: typeof knodEntry | typeof knzEntry;
  sign: -1 | 1;
  /** the client role of each sub-type */
  partner: Readonly<Record<string, 'buyer' | 'supplier'>>;
  header: HeaderTable;
  items: ItemsTable;
  refs: RefsTable;
}

/** VAT per rate over the summed bases of the lines, as the expense invoice's. */
const ratesOf = (items: readonly Pick<Item, 'pdvStopa' | 'iznos'>[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznos })), false);

/**
 * A correction family: credit notes (`knod`) and debit notes (`knz`) are this with their sign.
 * The header names locked invoices of its client (or a period); lines are VAT rates and bases; the
 * lock writes a KIR (customer) or KUR (supplier) row per rate with the sign, the client's gross,
 * and what it took from or added to each invoice (`invoice_correction`). A note without VAT lines
 * (`saPdv` false) is financial: the header's amount moves the client's balance, nothing else.
 */
export function correctionFamily(kind: CorrectionKind) {
  const { entry, sign, header: h, items: it, refs } = kind;
  const vDoc = entry.vDoc;
  const table = getTableName(h);
  const refsName = getTableName(refs);
  const partnerOf = (vSubDoc: string) => kind.partner[vSubDoc] ?? 'either';
  const book = (vSubDoc: string) => (correctionSide(vSubDoc) === 'customer' ? 'kir' : 'kur');

  /** The client's side: a customer's note moves duguje (debit note) or potrazuje (credit note), a supplier's the other. */
  function clientRow(header: Header, iznos: number, poziv?: string): ClientPosting {
    const customer = correctionSide(header.vSubDoc) === 'customer';
    const raisesDebt = (sign > 0) === customer;
    return {
      komId: header.komId,
      datum: header.datum,
      side: 'invoice',
      duguje: raisesDebt ? iznos : 0,
      potrazuje: raisesDebt ? 0 : iznos,
      // a credit note closes open items (the named invoices' first); a debit note opens one
      closes: sign < 0,
      poziv: poziv || undefined,
    };
  }

  /** The invoices a note corrects: those it names, in order, or its client's of its period. */
  async function correctedInvoices(tx: Reader, companyId: number, header: Header, forUpdate = false): Promise<InvoiceFacts[]> {
    if (header.periodOd && header.periodDo) return invoicesInPeriod(tx, companyId, correctionSide(header.vSubDoc), header.komId, header.periodOd, header.periodDo);
    const named = await namedInvoices(tx, refs, header.id);
    const found = await findInvoices(
      tx,
      companyId,
      named.map((r) => ({ vDoc: r.vDoc as CorrectedInvoiceKind, docId: r.docId })),
      forUpdate,
    );
    return named.flatMap((r) => found.filter((f) => f.vDoc === r.vDoc && f.docId === r.docId));
  }

  /** Field errors for the named invoices: of the note's side, this company's, this client's, locked, each once. */
  async function checkInvoices(tx: Reader, companyId: number, input: Input): Promise<FieldErrors> {
    if (!input.fakture.length) return {};
    const allowed: readonly string[] = correctedInvoiceFamilies[correctionSide(input.vSubDoc)];
    const keys = input.fakture.map((f) => `${f.vDoc}:${f.docId}`);
    if (new Set(keys).size !== keys.length) return { fakture: 'error.fakture.duplicate' };
    if (input.fakture.some((f) => !allowed.includes(f.vDoc))) return { fakture: 'error.fakture.wrong-kind' };
    const found = await findInvoices(tx, companyId, input.fakture);
    if (found.length !== input.fakture.length) return { fakture: 'error.fakture.not-found' };
    if (found.some((f) => f.komId !== input.komId)) return { fakture: 'error.fakture.other-client' };
    if (found.some((f) => f.status !== 'locked')) return { fakture: 'error.fakture.not-locked' };
    return {};
  }

  /** The base a credit note may still take at a rate: what its invoices have left there. */
  async function leftAt(tx: Reader, companyId: number, invoices: InvoiceFacts[], stopa: number) {
    let left = 0;
    for (const invoice of invoices) left += (await basesLeft(tx, companyId, invoice)).get(stopa) ?? 0;
    return left;
  }

  const family = defineFamily({
    entry,
    header: h,
    items: it,
    headerInput: correctionInput,
    headerRow: correctionDoc,
    itemInput: correctionItemInput,
    itemRow: correctionItem,
    headerExtras: {
      komNaziv: komName(table),
      // null on the credit notes from before these columns (see correction.tables.ts)
      saPdv: sql<boolean>`coalesce(${sql.raw(`"${table}"."sa_pdv"`)}, false)`.as('sa_pdv'),
      dokBroj: sql<string>`coalesce(${sql.raw(`"${table}"."dok_broj"`)}, '')`.as('dok_broj'),
      osnovica: sql<number>`coalesce(${sql.raw(`"${table}"."osnovica"`)}, 0)`.mapWith(Number).as('osnovica'),
      pdvIznos: sql<number>`coalesce(${sql.raw(`"${table}"."pdv_iznos"`)}, 0)`.mapWith(Number).as('pdv_iznos'),
      fakture: sql<unknown[]>`coalesce((select json_agg(json_build_object('vDoc', f.ref_v_doc, 'docId', f.ref_id, 'oznaka', f.oznaka, 'broj', f.broj, 'datum', f.datum) order by f.pos)
        from ${sql.raw(`"${refsName}"`)} f where f.doc_id = ${sql.raw(`"${table}"."id"`)}), '[]'::json)`.as('fakture'),
    },
    comboName: komName(table, 'naziv'),
    searchColumns: [h.osnov],
    komColumn: h.komId,
    magColumns: [],
    checkHeader: async (tx, companyId, input, current) => {
      const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: partnerOf(input.vSubDoc) } } });
      if (input.poziv && !isValidModel97(normalizeReference(input.poziv))) errors.poziv = 'error.poziv.model97';
      if (!input.saPdv && input.iznos == null) errors.iznos = 'error.iznos.required';
      else if (!input.saPdv && input.iznos === 0) errors.iznos = 'error.iznos.greater-than-0';
      const od = input.periodOd || null;
      const doDatum = input.periodDo || null;
      if (od === null && doDatum !== null) errors.periodOd = 'error.periodOd.required';
      if (od !== null && doDatum === null) errors.periodDo = 'error.periodDo.required';
      if (od !== null && doDatum !== null && doDatum < od) errors.periodDo = 'error.periodDo.before-periodOd';
      if (od !== null && input.fakture.length) errors.periodOd = 'error.periodOd.with-fakture';
      // a supplier's note may wait as a draft for the invoice it corrects to be booked (it comes from
      // SEF before, or without, that invoice); the lock needs it named. Ours names it at once.
      if (input.saPdv && od === null && !input.fakture.length && correctionSide(input.vSubDoc) === 'customer') errors.fakture = 'error.fakture.required';
      if (current && Boolean(current.saPdv) !== input.saPdv && (await countLines(tx, it, current.id)) > 0) errors.saPdv = 'error.saPdv.has-lines';
      return { ...errors, ...(await checkInvoices(tx, companyId, input)) };
    },
    // A note with VAT sums its lines; a financial one has no base and VAT.
    serverValues: async (_tx, _companyId, input) => (input.saPdv ? { iznos: 0, osnovica: 0, pdvIznos: 0, periodOd: input.periodOd || null, periodDo: input.periodDo || null } : { osnovica: 0, pdvIznos: 0, periodOd: input.periodOd || null, periodDo: input.periodDo || null }),
    saveLinks: async (tx, companyId, docId, input) => {
      await deleteNamedInvoices(tx, refs, docId);
      if (!input.fakture.length) return;
      const found = await findInvoices(tx, companyId, input.fakture);
      const rows = input.fakture.flatMap((f, pos) =>
        found.filter((i) => i.vDoc === f.vDoc && i.docId === f.docId).map((i) => ({ companyId, docId, pos, refVDoc: i.vDoc, refId: i.docId, oznaka: i.oznaka, broj: i.broj, datum: i.datum })),
      );
      if (rows.length) await insertNamedInvoices(tx, refs, rows);
    },
    // A credit note to a customer over what they owe is allowed (an advance, a later invoice) but said.
    createWarnings: async (tx, companyId, input) => {
      if (sign > 0 || correctionSide(input.vSubDoc) !== 'customer' || input.saPdv || input.iznos == null) return [];
      const b = await clientBalanceRow(tx, companyId, input.periodId, input.komId);
      const stanje = b ? b.duguje - b.uplata - (b.potrazuje - b.isplata) : 0;
      return input.iznos > stanje ? ['warning.iznos.over-balance'] : [];
    },
    // A financial note has no lines; a credit note's base at a rate stays within what its invoices have left there.
    checkItem: async (tx, companyId, input, line): Promise<FieldErrors> => {
      if (!line.header.saPdv) return { docId: 'error.docId.no-lines' };
      if (sign > 0) return {};
      const rate = await lineVatRate(tx, companyId, input.pdvId);
      const others = await basesAtRate(tx, it, line.docId, rate.stopa, line.itemId);
      const invoices = await correctedInvoices(tx, companyId, line.header);
      // a draft naming nothing yet: what its invoices have left is checked once they are named (and at the lock)
      if (!invoices.length && !line.header.periodOd && !(await countNamedInvoices(tx, refs, line.docId))) return {};
      return others + input.iznos > (await leftAt(tx, companyId, invoices, rate.stopa)) ? { iznos: 'error.iznos.exceeds-invoice' } : {};
    },
    initDefaults: async () => ({ osnov: '', poziv: '', saPdv: true, fakture: [] }),
    warehouseOf: () => null,
    linesOptional: (header) => !header.saPdv,
    // the amount the note changes without VAT (a note without VAT: all of it), signed by its kind;
    // ours (KIR) split into goods (`base`) and services (`base.services`) as the invoices it corrects
    // were sold (docs/decisions.md#posting-schemes)
    glFigures: async (header, _items, tx, companyId) => {
      const base = sign * ((header.saPdv ? header.osnovica : header.iznos) ?? 0);
      if (book(header.vSubDoc) !== 'kir' || base === 0) return { base };
      const invoices = await correctedInvoices(tx, companyId, header);
      const { goods, services } = splitByKind(base, await salesShareOf(tx, companyId, invoices));
      return services === 0 ? { base } : { base: goods, [NOTE_SERVICES]: services };
    },
    computeItem: (i, { vat }) => ({ pdvId: vat.id, pdvStopa: vat.stopa, iznos: i.iznos }),
    totals: (items, header) => {
      if (!header.saPdv) return { iznos: header.iznos, osnovica: 0, pdvIznos: 0 };
      const rates = ratesOf(items);
      return { osnovica: sum(rates, (r) => r.osnovica), pdvIznos: sum(rates, (r) => r.pdvIznos), iznos: sum(rates, (r) => r.iznos) };
    },
    postings: (header, items) => {
      if (!header.saPdv) return { stock: [], client: [clientRow(header, header.iznos, header.poziv)], vat: [] };
      return {
        stock: [],
        // a credit note's gross is split over the invoices it closes when it is locked (afterLock)
        client: sign > 0 ? [clientRow(header, header.iznos)] : [],
        vat: ratesOf(items).map((r) => ({
          book: book(header.vSubDoc),
          datum: header.datum,
          komId: header.komId,
          // a supplier's note under the supplier's number, as their invoice is; ours under our label
          dokBroj: header.dokBroj || header.oznaka,
          dokDatum: header.datum,
          stopa: r.stopa,
          osnovica: sign * r.osnovica,
          pdvIznos: sign * r.pdvIznos,
          deductible: true,
          // a change of the base: decreases 3.6 / 8a.5, increases 3.5 / 8a.4
          popdv: book(header.vSubDoc) === 'kir' ? (sign < 0 ? '3.6' : '3.5') : sign < 0 ? '8a.5' : '8a.4',
        })),
      };
    },
    // What the note takes from (or adds to) each invoice per rate, the named invoices in order; a
    // credit note's gross closes those invoices' open items first, each its share.
    afterLock: async (tx, companyId, header, items) => {
      if (!header.saPdv) return;
      const invoices = await correctedInvoices(tx, companyId, header, true);
      if (!invoices.length && !header.periodOd) throw invalid({ fakture: 'error.fakture.required' });
      if (invoices.some((i) => i.status !== 'locked')) throw conflict('error.fakture.not-locked');
      const shares = new Map<InvoiceFacts, { stopa: number; osnovica: number }[]>();
      for (const rate of ratesOf(items)) {
        let rest = rate.osnovica;
        for (const invoice of invoices) {
          if (rest === 0) break;
          const take = sign > 0 ? rest : Math.min(rest, Math.max(0, (await basesLeft(tx, companyId, invoice)).get(rate.stopa) ?? 0));
          if (take === 0) continue;
          shares.set(invoice, [...(shares.get(invoice) ?? []), { stopa: rate.stopa, osnovica: take }]);
          rest -= take;
        }
        if (rest > 0 && sign < 0) throw invalid({ iznos: 'error.iznos.exceeds-invoice' });
      }
      const rows = [...shares].flatMap(([invoice, parts]) => parts.map((p) => ({ companyId, vDoc, docId: header.id, docOznaka: header.oznaka, refVDoc: invoice.vDoc, refId: invoice.docId, stopa: p.stopa, osnovica: sign * p.osnovica })));
      if (rows.length) await insertCorrections(tx, rows);
      if (sign > 0) return;
      const ctx = { companyId, periodId: header.periodId, vDoc, docId: header.id, docOznaka: header.oznaka, docOpis: header.opis };
      const parts = [...shares];
      let rest = header.iznos;
      const postings = parts.map(([invoice, p], index) => {
        const gross = index === parts.length - 1 ? rest : sum(p, (s) => s.osnovica + vatFromNet(s.osnovica, s.stopa));
        rest -= gross;
        return clientRow(header, gross, documentReference(invoice.oznaka));
      });
      await postClient(tx, ctx, postings.length ? postings : [clientRow(header, header.iznos, header.poziv)]);
    },
    prints: correctionPrints(entry, sign),
    xmlData: (tx, companyId, docId) => toXml(tx, companyId, docId),
    afterStorno: async (tx, companyId, header) => {
      await deleteCorrections(tx, companyId, vDoc, header.id);
    },
  });
  // the e-invoice reads the note as the API does (its header with the named invoices)
  const toXml = correctionXmlData(vDoc, sign, it, () => documentService(family));
  return family;
}
