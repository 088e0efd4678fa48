import { sql } from 'drizzle-orm';
import { jciDoc, jciEntry, jciInput, jciItem, jciItemInput } from '@knjige/contract';
import { vatSummary } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { docJci, docJciItems } from '../../platform/db/schema';
import { defineFamily, type FieldErrors } from '../family';
import { komName, sum } from '../family-helpers';
import { jciListPrint } from './jci.print';
import { namedImport } from './jci.repo';

/** VAT per rate over the summed customs bases (one rounding per rate, docs/domain.md#foreign-currency). */
const importVat = (items: { pdvStopa: number; iznos: number }[]) => vatSummary(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznos })), false);

/**
 * The import's POPDV field: 6.2.1 at either rate (the row's rate picks the form's 20 % or 10 %
 * column; 6.2.2 and 6.2.3 are a later increase and decrease of the base), 6.1 for goods whose
 * import is free of VAT.
 */
const importField = (stopa: number) => (stopa === 0 ? ('6.1' as const) : ('6.2.1' as const));

const urOznaka = sql<string>`coalesce((select u.oznaka from doc_ur u where u.id = "doc_jci"."ur_id"), '')`.as('ur_oznaka');
const urVSubDoc = sql<string>`coalesce((select u.v_sub_doc from doc_ur u where u.id = "doc_jci"."ur_id"), '')`.as('ur_v_sub_doc');

/** The import a declaration names: this company's incoming invoice, locked, of a foreign supplier; else 422 on `urId`. */
async function importOf(tx: Reader, companyId: number, urId: number): Promise<{ komId: number; errors?: never } | { errors: FieldErrors }> {
  const ur = await namedImport(tx, companyId, urId);
  if (!ur) return { errors: { urId: 'error.urId.not-found' } };
  if (!ur.inostrani) return { errors: { urId: 'error.urId.not-import' } };
  if (ur.status !== 'locked') return { errors: { urId: 'error.urId.not-locked' } };
  return { komId: ur.komId };
}

/**
 * Customs declaration (JCI) of an import: per rate the import base and the VAT paid to customs,
 * booked in KUR as import (POPDV 6.2.1, return row 6, PPPDV 006/106), dated by the customs
 * date; the import's supplier is the row's partner. No client-ledger row: the VAT is paid to customs.
 */
export const jciFamily = defineFamily({
  entry: jciEntry,
  header: docJci,
  items: docJciItems,
  headerInput: jciInput,
  headerRow: jciDoc,
  itemInput: jciItemInput,
  itemRow: jciItem,
  headerExtras: { komNaziv: komName('doc_jci'), urOznaka, urVSubDoc },
  comboName: komName('doc_jci', 'naziv'),
  searchColumns: [docJci.dokBroj],
  komColumn: docJci.komId,
  magColumns: [],
  checkHeader: async (tx, companyId, input) => (await importOf(tx, companyId, input.urId)).errors ?? {},
  // the partner is the import's supplier (checked above)
  serverValues: async (tx, companyId, input) => {
    const found = await importOf(tx, companyId, input.urId);
    return found.errors ? {} : { komId: found.komId };
  },
  initDefaults: async () => ({ dokBroj: '' }),
  warehouseOf: () => null,
  computeItem: (i, { vat }) => ({ pdvId: vat.id, pdvStopa: vat.stopa, iznos: i.iznos }),
  totals: (items) => {
    const vat = importVat(items);
    return { osnovica: sum(vat, (r) => r.osnovica), pdvIznos: sum(vat, (r) => r.pdvIznos) };
  },
  postings: (header, items) => ({
    stock: [],
    client: [],
    vat: importVat(items).map((r) => ({
      book: 'kur',
      datum: header.datum,
      komId: header.komId,
      dokBroj: header.dokBroj,
      dokDatum: header.datum,
      stopa: r.stopa,
      osnovica: r.osnovica,
      pdvIznos: r.pdvIznos,
      deductible: true,
      popdv: importField(r.stopa),
    })),
  }),
  listPrint: jciListPrint,
});
