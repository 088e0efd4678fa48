import { vKom, vPromet, type DocStatus } from '../enums';

/** Who a family's documents are with: the client combo offers clients flagged so. */
export type PartnerKind = 'supplier' | 'buyer' | 'either' | 'none';

/**
 * What a line of the family is: an article with a quantity (goods documents), a VAT rate and an
 * amount (expense invoices), a payment order (bank statements), a client's debit or credit
 * (opening client balances), a link to a fiscal receipt (retail invoices), a partner's open item
 * (offsets), a fixed asset with its computed depreciation (depreciation), or no lines at all (a
 * credit note: its amount is the header's).
 */
export const lineKinds = ['article', 'vat-amount', 'payment', 'client-balance', 'fiscal-link', 'journal', 'open-item', 'asset', 'none'] as const;
export type LineKind = (typeof lineKinds)[number];

/** Where the sub-types come from: the turnover types, the client types, or a fixed list. */
export type SubTypeSource = { kind: 'turnover' } | { kind: 'client-type' } | { kind: 'fixed'; values: readonly [string, ...string[]] };

/**
 * The facts about one document family that every shared screen, route and report reads. A
 * family's own file holds its entry beside its schemas; nothing else names the family.
 */
export interface FamilyEntry {
  /** the family's code in ledgers and notes (`vDoc`) */
  vDoc: string;
  /** resource names under /v1; the first is canonical */
  resources: readonly [string, ...string[]];
  /** the web route of its screens (docs/domain.md#screens-and-routes), the sub-type follows as the next segment */
  route: `/${string}`;
  /** the label's prefix: UR-VP-12/2024 */
  labelPrefix: string;
  /** a plain prefix per sub-type instead of `labelPrefix` and the sub-type (credit notes: KO-1/2024) */
  subTypeLabels?: Readonly<Record<string, string>>;
  /** where its sub-types come from */
  subTypes: SubTypeSource;
  /** who its documents are with (the client combo offers clients flagged so) */
  partner: PartnerKind;
  /** draft → locked → storno; a pro-forma has none */
  lifecycle: boolean;
  /** what its lines are (article, VAT amount, payment, …) */
  lineKind: LineKind;
  /** sub-types whose lines are of another kind than `lineKind` (a retail invoice's own cash or service lines) */
  subTypeLineKinds?: Readonly<Record<string, LineKind>>;
  /** the menu keys (contract appMenu) that open its list and its new-document screen */
  menuKeys: { list: string; create?: string };
  /** the status tab its list opens on (docs/domain.md#screens-and-routes: locked on the fiscal and invoice dashboards); draft when not given */
  listStatus?: DocStatus;
  /** its documents take PDF attachments (the Prilozi tab; embedded in the SEF e-invoice) */
  attachments?: boolean;
  /**
   * Its locked documents go to SEF as UBL invoices (`/v1/xml/{vDoc}/{docId}`, docs/domain.md#calls), and
   * with `despatch` its goods documents also have an electronic dispatch note. `sent` names the
   * sub-types that are ours to a buyer when the others are received (a supplier's note, an advance
   * received): only those are queued for SEF by their lock. `goods` names the sub-types whose goods
   * leave a warehouse: their lock also queues the dispatch note for eOtpremnica (docs/decisions.md#electronic-dispatch-notes).
   */
  einvoice?: { despatch: boolean; sent?: readonly [string, ...string[]]; goods?: readonly [string, ...string[]] };
  /** the document's prints (docs/domain.md#calls) */
  prints?: DocPrints;
  /** the list prints its rows (`/v1/{resource}/print/spisak`: statements, expense invoices) */
  listPrint?: boolean;
  /**
   * Its due date (`datumDospeca`) is the buyer's payment term after the document date: the web
   * proposes it when the buyer is chosen, the API takes it when the date is left out.
   */
  dueByClientTerm?: boolean;
}

/**
 * A family's prints: their names; the one a reversed document prints instead (docs/domain.md#states-and-defaults: the storno
 * variant); `idFirst` for the retail invoice's `/{id}/print/{name}` (the others print at
 * `/{name}/print/{id}`, the name in the segment the spec calls `{vPromet}`).
 */
export interface DocPrints {
  /** the print names, the first the default */
  names: readonly [string, ...string[]];
  /** the print a reversed document prints instead */
  storno?: string;
  /** the call is `/{id}/print/{name}` (retail invoice) */
  idFirst?: boolean;
  /** only these sub-types print (an advance invoice we issue; a supplier's is theirs to print) */
  subTypes?: readonly [string, ...string[]];
}

/** The print names a document of the family may be printed as, in its status (none for a sub-type that does not print). */
export function printNames(prints: DocPrints, status: DocStatus, vSubDoc?: string): readonly string[] {
  if (prints.subTypes && vSubDoc !== undefined && !prints.subTypes.includes(vSubDoc)) return [];
  return status === 'storno' && prints.storno ? [prints.storno] : prints.names;
}

/** The call of a list's print. */
export const listPrintPath = (entry: Pick<FamilyEntry, 'resources'>): string => `/v1/${entry.resources[0]}/print/spisak`;

/** The call of one print of a document. */
export function docPrintPath(entry: Pick<FamilyEntry, 'resources' | 'prints'>, name: string, docId: number): string {
  const resource = entry.resources[0];
  return entry.prints?.idFirst ? `/v1/${resource}/${docId}/print/${name}` : `/v1/${resource}/${name}/print/${docId}`;
}

/** Whether locking a document of this family and sub-type queues it for SEF (docs/decisions.md#sales-invoices-out-exactly-once). */
export function sendsToSef(entry: Pick<FamilyEntry, 'einvoice'>, vSubDoc: string): boolean {
  return !!entry.einvoice && (!entry.einvoice.sent || entry.einvoice.sent.includes(vSubDoc));
}

/** Whether locking a document of this family and sub-type queues its dispatch note for eOtpremnica (docs/decisions.md#electronic-dispatch-notes). */
export function sendsDespatch(entry: Pick<FamilyEntry, 'einvoice'>, vSubDoc: string): boolean {
  return sendsToSef(entry, vSubDoc) && !!entry.einvoice?.despatch && (!entry.einvoice.goods || entry.einvoice.goods.includes(vSubDoc));
}

/** Keeps an entry's literal types (its vDoc above all) while checking it against `FamilyEntry`. */
export const familyEntry = <const E extends FamilyEntry>(entry: E): E => entry;

/** What a document's lines are: its sub-type's kind where the family names one, else the family's. */
export function lineKindOf(entry: Pick<FamilyEntry, 'lineKind' | 'subTypeLineKinds'>, vSubDoc: string): LineKind {
  return entry.subTypeLineKinds?.[vSubDoc] ?? entry.lineKind;
}

/** Every sub-type the family can have (the company may use fewer of the turnover types). */
export function subTypeValues(entry: Pick<FamilyEntry, 'subTypes'>): readonly string[] {
  switch (entry.subTypes.kind) {
    case 'turnover':
      return vPromet;
    case 'client-type':
      return vKom;
    case 'fixed':
      return entry.subTypes.values;
  }
}

/**
 * A document's label, unique in its company and period: the sub-type is part of it where a
 * family has several (`UR-VP-12/2024`, `UR-MP-12/2024`), not where it has one (`INT-3/2024`).
 */
export function docLabel(entry: Pick<FamilyEntry, 'labelPrefix' | 'subTypes' | 'subTypeLabels'>, vSubDoc: string, rbroj: number, periodTitle: string): string {
  const single = entry.subTypes.kind === 'fixed' && entry.subTypes.values.length === 1;
  const plain = entry.subTypeLabels?.[vSubDoc];
  const prefix = plain ?? (single ? entry.labelPrefix : `${entry.labelPrefix}-${vSubDoc.toUpperCase()}`);
  return `${prefix}-${rbroj}/${periodTitle}`;
}
