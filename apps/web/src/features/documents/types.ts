import type { DocFamily, DocStatus, VPromet, z } from '@knjige/contract';
import type { artLookup } from '@knjige/contract';

/** A document header as lists and pages read it: the common fields plus the family's own. */
export type DocRow = Record<string, unknown> & {
  id: number;
  periodId: number;
  vSubDoc: string;
  rbroj: number;
  oznaka: string;
  datum: string;
  status: DocStatus;
};

/** An item row with its article (code, name, unit, VAT rate) as the server lists it. */
export type ItemRow = Record<string, unknown> & {
  id: number;
  docId: number;
  artId: number;
  kolicina: number;
  artikl: { artNaziv: string; intSifra: string; mera: string; pdvStopa: number };
};

/** An article as the item form sees it in the document's warehouse. */
export type ArtLookup = z.infer<typeof artLookup>['data'];

/** How a value shows in a table, a totals box or an info line. */
export type ValueKind = 'text' | 'date' | 'money' | 'qty' | 'rabat' | 'ruc' | 'vat';

export interface ColumnSpec {
  /** the row field (dotted for nested: 'artikl.intSifra'); its label is `field.<last segment>` */
  key: string;
  kind?: ValueKind;
  width?: number;
  /** another field shown under the value, e.g. the supplier's invoice date under its number */
  sub?: { key: string; kind: ValueKind };
}

export type HeaderFieldKind = 'rbroj' | 'date' | 'warehouse' | 'supplier' | 'text' | 'note';

export interface HeaderFieldSpec {
  name: string;
  kind: HeaderFieldKind;
  required?: boolean;
  /** warehouses offered: only this turnover type */
  vPromet?: VPromet;
}

export type TabKey = 'podaci' | 'dobavljac' | 'napomena';

export interface ItemFieldSpec {
  name: string;
  kind: 'qty' | 'money' | 'rabat';
  required?: boolean;
}

export type ItemValues = Record<string, number | null>;

/** A figure the item form derives live from what is typed (the purchase calculation). */
export interface ComputedFigure {
  key: string;
  kind: ValueKind;
  value: number;
}

/**
 * Everything that differs between document families, as data: the shared list, document and
 * item screens read it. Labels are `field.<key>` in the 'documents' catalog.
 */
export interface FamilyConfig {
  family: DocFamily;
  /** header input schema (strict: the form's values are exactly its keys) */
  headerSchema: z.ZodObject;
  itemSchema: z.ZodObject;
  tabs: { key: TabKey; fields: HeaderFieldSpec[] }[];
  /** the list filters by partner (komId) */
  hasPartner: boolean;
  /** list columns after the number and date */
  listColumns: ColumnSpec[];
  /** header amounts in the totals box, in order */
  totals: { key: string; strong?: boolean }[];
  itemColumns: ColumnSpec[];
  itemFields: ItemFieldSpec[];
  /** what choosing an article fills in */
  prefill: (lookup: ArtLookup) => ItemValues;
  /** figures of the chosen article shown next to the item form */
  lookupInfo: { key: keyof ArtLookup; kind: ValueKind }[];
  computed?: (values: ItemValues, lookup: ArtLookup | null) => ComputedFigure[];
}
