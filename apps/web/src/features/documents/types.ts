import type { DocFamily, LineKind, PartnerKind, VPromet, z } from '@knjige/contract';
import type { VatSummaryRow } from '@knjige/domain';
import type { artLookup } from '@knjige/contract';
import type { ComponentType } from 'react';
import type catalog from '../../locales/sr-Latn/documents.json';
import type { DocEntry, DocRow } from '../../shared/documents/types';

/** The shared document types, here too for the screens of this folder. */
export type { DocEntry, DocRow };

/** An item row as the server lists it; an article line also carries its article (code, name, unit, VAT rate). */
export type ItemRow = Record<string, unknown> & {
  id: number;
  docId: number;
  artId?: number;
  artikl?: { artNaziv: string; intSifra: string; mera: string; pdvStopa: number };
};

/** An article as the item form sees it in the document's warehouse. */
export type ArtLookup = z.infer<typeof artLookup>['data'];

/** How a value shows in a table, a totals box or an info line. */
/** 'option': one of fixed values, shown by its label `option.<field>.<value>`. */
export type ValueKind = 'text' | 'date' | 'money' | 'qty' | 'percent' | 'ruc' | 'vat' | 'option';

/** The keys of a row and the dotted paths one level into its objects ('artikl.intSifra'). */
export type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends Record<string, unknown> ? K | `${K}.${keyof NonNullable<T[K]> & string}` : K;
}[keyof T & string];

/** The keys of a row that hold a number. */
export type NumericKey<T> = { [K in keyof T & string]: T[K] extends number ? K : never }[keyof T & string];
/** The keys of a row whose values are text. */
export type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

export interface ColumnSpec<P extends string = string> {
  /** the row field (dotted for nested: 'artikl.intSifra'); its label is `field.<last segment>` */
  key: P;
  kind?: ValueKind;
  width?: number;
  /** another field shown under the value, e.g. the partner's invoice date under its number */
  sub?: { key: P; kind: ValueKind };
  /** the heading's catalog key when not `field.<key>` (a buyer's name under "Kupac") */
  label?: keyof typeof catalog;
  /** sub-types whose list leaves the column out (a services invoice has no warehouse) */
  hiddenFor?: readonly string[];
  /** an item column shown only on documents whose lines are of this kind (the registry's `lineKindOf`) */
  lineKind?: LineKind;
}

/** A header tab: each has its label `tab.<key>` in the catalog. */
export type TabKey = keyof typeof catalog extends infer K ? (K extends `tab.${infer Tab}` ? Tab : never) : never;

/**
 * 'partner': the client the document is with, offered as the family's partner kind says;
 * 'account': a current account of the company; 'cash-desk': a cash desk of the company (dinars);
 * 'register': a fiscal register of the company; 'money': an amount in hundredths; 'select': one
 * of fixed numeric options (labels `option.<name>.<value>`); 'cost': a cost item; 'basis': a credit
 * note's basis, typed or picked from the client's open invoices (which also fills `poziv`); 'text-lines': an object of text fields sent nested (a pro-forma's komMemo1..5),
 * one input each; 'switch': a yes/no choice (a credit note with VAT lines); 'invoices': the client's
 * locked invoices a credit or debit note names (`{ vDoc, docId }` each); 'advances': the advance
 * invoices a final invoice deducts (`[{ avrId, iznos }]`), picked from the client's locked ones of
 * the sub-type `advanceSubType`; 'rate': an exchange rate in millionths of a dinar per unit,
 * empty for the NBS rate of the date; 'dependent-costs': a purchase's cost lines (`[{ vrsta, iznos,
 * komId, dokBroj, pdvId }]`); 'document': a document of the family `target` (its id); 'exemption':
 * an official VAT exemption reason of the category the form's `kategorija` holds.
 */
export type HeaderFieldKind =
  | 'rbroj'
  | 'date'
  | 'warehouse'
  | 'partner'
  | 'account'
  | 'cash-desk'
  | 'register'
  | 'money'
  | 'select'
  | 'cost'
  | 'basis'
  | 'text'
  | 'note'
  | 'text-lines'
  | 'switch'
  | 'invoices'
  | 'advances'
  | 'rate'
  | 'dependent-costs'
  | 'document'
  | 'exemption';

/** A label of the 'documents' catalog. */
export type CatalogKey = keyof typeof catalog;

/**
 * Labels of fields and figures whose meaning differs from `field.<name>` (a line's `iznos` that is a
 * base, not an amount with VAT; a customs declaration's `dokBroj`): the glossary's words, docs/glossary.md#words-on-the-screens.
 */
export type LabelMap<K extends string> = Partial<Record<K, CatalogKey>>;

export interface HeaderFieldSpec<N extends string = string> {
  name: N;
  kind: HeaderFieldKind;
  /** the label when not `field.<name>` (set from the config's `headerLabels`) */
  label?: CatalogKey;
  required?: boolean;
  /** warehouses offered: only this turnover type */
  vPromet?: VPromet;
  /** a 'select' field's options (the value keeps the option's type) */
  options?: readonly (number | string)[];
  /** editable only while another field has this value (a receipt's payment parts under type 5; a credit note's amount without VAT lines) */
  editableWhen?: { field: N; equals: number | string | boolean };
  /** sub-types whose documents do not have the field (a services invoice's warehouse) */
  hiddenFor?: readonly string[];
  /** an 'advances' field: the sub-type of the advance invoices offered (avr-izdati, avr-primljeni) */
  advanceSubType?: string;
  /** a 'document' field: the family whose documents of the period it offers */
  target?: DocFamily;
}

/**
 * An item field by kind: scaled numbers (money in hundredths, quantities and percents in
 * thousandths), the VAT rate (its id), a client (its id), one of fixed options, or text.
 */
export type ItemFieldSpec<N extends string = string> = {
  name: N;
  /** the label when not `field.<name>` (set from the config's `itemLabels`) */
  label?: CatalogKey;
  required?: boolean;
  /** shown (and sent) only while this holds of the form's values: a payment line's kind picks its fields */
  shownWhen?: (values: ItemValues) => boolean;
  /** shown only on documents whose lines are of this kind (a family whose sub-types have different lines) */
  lineKind?: LineKind;
} & (
  | { kind: 'qty' | 'money' | 'percent' | 'vat-rate' | 'cost' | 'text' | 'date' }
  /** a locked fiscal receipt not yet linked to a retail invoice (its id) */
  | { kind: 'fiscal-receipt' }
  /** a fixed asset in use (its id): a depreciation line, computed by the server */
  | { kind: 'fixed-asset' }
  /** an open item of the document's partner (the invoice's id; its family goes to `familyField`) */
  | { kind: 'open-item'; familyField: string }
  /** warehouses offered: only this turnover type */
  | { kind: 'warehouse'; vPromet?: VPromet }
  /** clients offered: those of this partner kind (default: every client) */
  | { kind: 'client'; partner?: Exclude<PartnerKind, 'none'> }
  /** each option's label is `option.<name>.<value>` in the catalog */
  | { kind: 'select'; options: readonly [string, ...string[]] }
  /** a foreign currency of the list (its code); empty is dinars */
  | { kind: 'currency' }
  /** an exchange rate per one unit, millionths (six decimals); empty: the middle rate of the document's date */
  | { kind: 'rate' }
);

/** The item form's values by field name; empty is null (a number) or '' (text). */
export type ItemValues = Record<string, number | string | null>;

/** A figure the item form derives live from what is typed (the purchase calculation). */
export interface ComputedFigure<K extends string = string> {
  key: K;
  kind: ValueKind;
  value: number;
}

/** A family's schemas in the contract: header input and row, item input and row. */
export interface FamilySchemas {
  headerInput: z.ZodObject;
  header: z.ZodObject;
  itemInput: z.ZodObject;
  item: z.ZodObject;
}

/** The item form's values of an item input: each field, null while empty. */
export type FormValues<I> = { [K in keyof I]?: I[K] | null };

/**
 * A family's screens as data, typed by its schemas: list columns and totals name fields of the
 * header row, item columns fields of the item row, form fields fields of the inputs. A misspelt
 * key fails to compile. Labels are `field.<key>` in the 'documents' catalog.
 */
/**
 * An action of a saved document beyond its lifecycle: `POST /{resource}/{id}/{path}` behind a
 * confirmation (`docAction.<key>.title|body|done`), answering the id of a document of `target`,
 * which then opens. Offered while the header's `doneField` is empty; once it is set, the page
 * links to that document (labelled by `doneLabel`).
 */
export interface DocActionSpec<P extends string = string> {
  key: string;
  path: string;
  target: DocFamily;
  doneField: P;
  doneLabel: P;
}

/** A link from a document to another one it names (an invoice to the pro-forma it was made from): `docLink.<key>` before it. */
export interface DocLinkSpec<P extends string = string> {
  key: string;
  target: DocFamily;
  idField: P;
  labelField: P;
  /** the linked document's sub-type, when it is not this document's (a customs declaration's import) */
  subTypeField?: P;
}

/** A line's VAT as the server books it: its rate (hundredths of a percent) and the amount the rate is reckoned on (dinars). */
export interface LineVat {
  pdvStopa: number;
  base: number;
}

/**
 * What the line grid of an article family shows beyond the typed fields (docs/decisions.md#the-line-grid), each by the domain's formulas the server books with.
 */
export interface GridSpec<HeaderRow, ItemInput, Item> {
  /** figures of the family's `computed` shown after the typed fields, the line's value last */
  figures: (keyof Item & string)[];
  /** figures summed under the lines (the document's values of them; a price or a margin is not summed) */
  sums: (keyof Item & string)[];
  /** each line's VAT from what is typed, its article's rate and the document; left out where the lines carry no VAT */
  vat?: (values: FormValues<ItemInput>, article: { pdvStopa: number }, doc: HeaderRow) => LineVat;
  /** VAT per rate over the lines, as the server totals the document */
  rates?: (lines: LineVat[], doc: HeaderRow) => VatSummaryRow[];
}

export interface TypedFamilyConfig<HeaderInput, Header, ItemInput, Item> {
  /** article lines are entered in the document page's grid */
  grid?: GridSpec<Header, ItemInput, Item>;
  /** header fields and columns labelled otherwise than `field.<name>` (a customs declaration's number is "Broj JCI") */
  headerLabels?: LabelMap<(keyof HeaderInput & string) | (keyof Header & string)>;
  /** item fields, columns and figures labelled otherwise than `field.<name>` (a line's `iznos` that holds no VAT is "Osnovica") */
  itemLabels?: LabelMap<(keyof ItemInput & string) | (keyof Item & string)>;
  links?: DocLinkSpec<FieldPath<Header>>[];
  tabs: { key: TabKey; fields: HeaderFieldSpec<keyof HeaderInput & string>[]; disabled?: boolean }[];
  actions?: DocActionSpec<FieldPath<Header>>[];
  /** a panel of the family's own under the header of a saved document (a purchase's internal invoice, a receipt's card e-invoice) */
  panel?: ComponentType<{ family: DocFamily; doc: DocRow }>;
  /** list columns after the number and date */
  listColumns: ColumnSpec<FieldPath<Header>>[];
  /** header amounts in the totals box, in order; `kind` 'rate' an exchange rate (millionths), 'text' a code; `foreign` only on a document in a foreign currency */
  totals: ({ key: NumericKey<Header>; kind?: 'money' | 'rate' } | { key: TextKey<Header>; kind: 'text' })[] extends infer T ? (T extends (infer U)[] ? (U & { strong?: boolean; foreign?: boolean })[] : never) : never;
  itemColumns: ColumnSpec<FieldPath<Item>>[];
  /** what names an item (its page's title, the delete confirmation) */
  itemLabel: FieldPath<Item>;
  /** how the label is written when it is a figure (an expense invoice's line is named by its amount) */
  itemLabelKind?: ValueKind;
  itemFields: ItemFieldSpec<Exclude<keyof ItemInput & string, 'docId'>>[];
  /** an article line: what choosing the article fills in */
  prefill?: (lookup: ArtLookup) => FormValues<ItemInput>;
  /** an article line: figures of the chosen article shown next to the item form */
  lookupInfo?: { key: keyof ArtLookup; kind: ValueKind }[];
  /** `doc`: the document the line is on (an invoice in a foreign currency converts at its rate); `stored`: the line as saved, when it is edited */
  computed?: (values: FormValues<ItemInput>, lookup: ArtLookup | null, doc: Header, stored: Item | null) => ComputedFigure<keyof Item & string>[];
  lineTabs?: LineTabs;
  /** header values that follow others as they are typed (a receipt's payment parts from its type and total) */
  derive?: (values: FormValues<HeaderInput>, doc: Header | null) => FormValues<HeaderInput>;
  /** date fields of a new document that follow its date until they are changed by hand (docs/domain.md#states-and-defaults: due and delivery dates) */
  followDate?: (keyof HeaderInput & string)[];
  /** header inputs the server fills when they are not sent, which the form never sends back (a sales invoice's rate of its supply date) */
  serverFilled?: (keyof HeaderInput & string)[];
  /** read-only header values the server assigns, shown under the title (a receipt's number) */
  headerInfo?: ColumnSpec<FieldPath<Header>>[];
  /** the list filters beyond search and dates: the header's current account */
  accountFilter?: boolean;
  /** a screen that imports documents of the family (bank statements); its button is `family.<f>.import` */
  importPath?: string;
  /** the list filters by cost item (expense invoices) */
  costFilter?: boolean;
  /** whether a document shows its lines (a financial credit note has none); always when not given */
  showLines?: (doc: Header) => boolean;
}

/**
 * The items table under a tab of its own, beside panels of more lines the document reads (a
 * retail invoice's linked receipts, then the receipts' lines).
 */
export interface LineTabs {
  items: TabKey;
  panels: { key: TabKey; Panel: ComponentType<{ doc: DocRow }> }[];
}

/**
 * What the shared list, document and item screens read: the registry entry, the schemas and the
 * screen config with its keys as plain strings (`defineConfig` has checked them).
 */
export interface FamilyConfig {
  family: DocFamily;
  entry: DocEntry;
  /** header input schema (strict: the form's values are exactly its keys) */
  headerSchema: z.ZodObject;
  itemSchema: z.ZodObject;
  tabs: { key: TabKey; fields: HeaderFieldSpec[]; disabled?: boolean }[];
  actions?: DocActionSpec[];
  links?: DocLinkSpec[];
  panel?: ComponentType<{ family: DocFamily; doc: DocRow }>;
  listColumns: ColumnSpec[];
  totals: { key: string; strong?: boolean; kind?: 'money' | 'rate' | 'text'; foreign?: boolean }[];
  itemColumns: ColumnSpec[];
  itemLabel: string;
  itemLabelKind?: ValueKind;
  itemFields: ItemFieldSpec[];
  prefill: (lookup: ArtLookup) => Record<string, unknown>;
  lookupInfo: { key: keyof ArtLookup; kind: ValueKind }[];
  computed?: (values: ItemValues, lookup: ArtLookup | null, doc: DocRow, stored: ItemRow | null) => ComputedFigure[];
  lineTabs?: LineTabs;
  derive?: (values: Record<string, unknown>, doc: DocRow | null) => Record<string, unknown>;
  followDate?: string[];
  serverFilled?: string[];
  headerInfo: ColumnSpec[];
  accountFilter?: boolean;
  importPath?: string;
  costFilter?: boolean;
  showLines?: (doc: DocRow) => boolean;
  grid?: GridSpec<DocRow, ItemValues, ItemRow>;
  /** the label of an item field, column or figure by its name */
  itemLabelOf: (name: string) => CatalogKey | `field.${string}`;
}
