import { sql } from 'drizzle-orm';
import { nalDoc, nalEntry, nalInput, nalItem, nalItemInput } from '@knjige/contract';
import { docNal, docNalItems } from '../../platform/db/schema';
import { chartAccount } from '../../master/chart/chart.repo';
import { accountRuleError, postJournal, stornoJournal } from '../../ledgers/general-ledger';
import { defineFamily } from '../family';
import { checkRefs, sum } from '../family-helpers';

const lineClient = sql<string>`coalesce((select k.int_naziv from kom_main k where k.id = "doc_nal_items"."kom_id"), '')`.as('int_naziv');
/** The account's name: the company's own account's, else the official chart's. */
const accountName = sql<string>`coalesce(
  (select c.naziv from gl_company_account c where c.company_id = "doc_nal_items"."company_id" and c.konto = "doc_nal_items"."konto"),
  (select a.naziv from gl_account a where a.konto = "doc_nal_items"."konto"), '')`.as('konto_naziv');

/**
 * Manual journal entry: lines of account, client where the account carries clients, debit or
 * credit. The lock posts them through the general ledger's writer (which refuses an entry whose
 * debit differs from its credit), the storno posts their exact negation; no other ledger moves.
 */
export const nalFamily = defineFamily({
  entry: nalEntry,
  header: docNal,
  items: docNalItems,
  headerInput: nalInput,
  headerRow: nalDoc,
  itemInput: nalItemInput,
  itemRow: nalItem,
  headerExtras: {},
  itemExtras: { intNaziv: lineClient, kontoNaziv: accountName },
  comboName: sql<string>`"doc_nal"."opis"`.as('naziv'),
  searchColumns: [],
  magColumns: [],
  checkHeader: async () => ({}),
  checkItem: async (tx, companyId, input) => {
    const broken = accountRuleError((await chartAccount(tx, companyId, input.konto)) ?? undefined, input.komId);
    const errors: Record<string, string> = broken ? { [broken.field]: broken.key } : {};
    if (input.komId && !errors.komId) Object.assign(errors, await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: 'none' } } }));
    return errors;
  },
  initDefaults: async () => ({}),
  warehouseOf: () => null,
  computeItem: (i) => ({ konto: i.konto, komId: i.komId ?? null, duguje: i.duguje, potrazuje: i.potrazuje, opis: i.opis }),
  totals: (items) => ({ duguje: sum(items, (i) => i.duguje), potrazuje: sum(items, (i) => i.potrazuje) }),
  postings: () => ({ stock: [], client: [], vat: [] }),
  afterLock: async (tx, companyId, header, items) => {
    await postJournal(
      tx,
      { companyId, periodId: header.periodId, vDoc: nalEntry.vDoc, docId: header.id, docOznaka: header.oznaka, docOpis: header.opis, datum: header.datum, opening: header.vSubDoc === 'ps' },
      items.map((i) => ({ konto: i.konto, komId: i.komId, duguje: i.duguje, potrazuje: i.potrazuje, opis: i.opis })),
    );
  },
  afterStorno: async (tx, companyId, header) => {
    await stornoJournal(tx, { companyId, vDoc: nalEntry.vDoc, docId: header.id });
  },
});
