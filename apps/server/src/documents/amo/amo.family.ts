import { sql } from 'drizzle-orm';
import { amoDoc, amoEntry, amoInput, amoItem, amoItemInput } from '@knjige/contract';
import { monthIndex, monthStart } from '@knjige/domain';
import { docAmo, docAmoItems } from '../../platform/db/schema';
import { invalid } from '../../platform/errors';
import type { FigureParts } from '../../ledgers/posting-schemes';
import { defineFamily, type FieldErrors } from '../family';
import { sum } from '../family-helpers';
import { assetLine, depreciatedElsewhere, fillLines, hasLineOf } from './amo.repo';

/** The months a document covers: its month of the date's year, or the whole year. */
export function monthsOf(input: { datum: string; mesec: number | null }): { mesecOd: string; mesecDo: string } {
  const year = Number(input.datum.slice(0, 4));
  if (input.mesec === null) return { mesecOd: monthStart(year * 12), mesecDo: monthStart(year * 12 + 11) };
  const month = monthStart(year * 12 + input.mesec - 1);
  return { mesecOd: month, mesecDo: month };
}

const assetColumn = (column: string, alias: string) => sql<string>`coalesce((select o.${sql.raw(column)} from os_main o where o.id = "doc_amo_items"."os_id"), '')`.as(alias);

/** The credit of each accumulated-depreciation account of a group (01 intangible, 02 property, plant and equipment). */
function accumulatedParts(items: (typeof docAmoItems.$inferSelect)[], group: string): FigureParts {
  const byAccount = new Map<string, number>();
  for (const i of items) if (i.kontoIspravke.startsWith(group)) byAccount.set(i.kontoIspravke, (byAccount.get(i.kontoIspravke) ?? 0) + i.iznos);
  return [...byAccount].map(([konto, amount]) => ({ konto, amount }));
}

/**
 * Depreciation (docs/decisions.md#accounting-depreciation-doc-amo): a month, or the twelve months of a year, of the straight-line
 * accounting depreciation of every asset in use. Saving the header computes the lines anew (one
 * per asset not depreciated for those months by another document); a line may be removed, or one
 * asset's line added back. An asset another document (not cancelled) already depreciates for one
 * of the months is left out; a document left with nothing because of that is refused (422
 * `mesec`). The lock posts, by the scheme, D 540 / P each asset's accumulated-depreciation account.
 */
export const amoFamily = defineFamily({
  entry: amoEntry,
  header: docAmo,
  items: docAmoItems,
  headerInput: amoInput,
  headerRow: amoDoc,
  itemInput: amoItemInput,
  itemRow: amoItem,
  headerExtras: {},
  itemExtras: { invBroj: assetColumn('inv_broj', 'inv_broj'), naziv: assetColumn('naziv', 'naziv') },
  comboName: sql<string>`"doc_amo"."opis"`.as('naziv'),
  searchColumns: [],
  magColumns: [],
  checkHeader: async () => ({}),
  serverValues: async (_tx, _companyId, input) => monthsOf(input),
  afterSave: async (tx, companyId, docId, input) => {
    const { lines, skipped } = await fillLines(tx, companyId, docId, monthsOf(input));
    if (lines === 0 && skipped > 0) throw invalid({ mesec: 'error.mesec.already-depreciated' });
  },
  checkItem: async (tx, companyId, input, line): Promise<FieldErrors> => {
    if (await hasLineOf(tx, line.docId, input.osId, line.itemId)) return { osId: 'error.osId.on-this-document' };
    const found = await assetLine(tx, companyId, line.docId, line.header, input.osId);
    return typeof found === 'string' ? { osId: `error.osId.${found}` } : {};
  },
  lineFacts: async (tx, companyId, input, { header }) => {
    const found = await assetLine(tx, companyId, header.id, header, input.osId);
    return typeof found === 'string' ? {} : found;
  },
  initDefaults: async (_tx, _companyId, doc) => ({ mesec: (monthIndex(doc.datum) % 12) + 1 }),
  warehouseOf: () => null,
  // the line's accounts and amounts come from lineFacts
  computeItem: (i) => ({ osId: i.osId, konto: '', kontoIspravke: '', nabavnaVrednost: 0, ispravkaPre: 0, meseci: 0, iznos: 0 }),
  totals: (items) => ({ iznos: sum(items, (i) => i.iznos), brojSredstava: items.length }),
  postings: (header, items) => ({
    stock: [],
    client: [],
    vat: [],
    asset: items.map((i) => ({ osId: i.osId, datum: header.datum, event: 'depreciation' as const, vrednost: 0, ispravka: i.iznos })),
  }),
  glFigures: (header, items) => ({
    depreciation: header.iznos,
    'accumulated.01': accumulatedParts(items, '01'),
    'accumulated.02': accumulatedParts(items, '02'),
  }),
  afterLock: async (tx, companyId, header) => {
    if (await depreciatedElsewhere(tx, companyId, header)) throw invalid({ mesec: 'error.mesec.already-depreciated' });
  },
});
