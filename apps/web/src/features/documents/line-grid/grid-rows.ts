import { issuesToFieldErrors, lineKindOf } from '@knjige/contract';
import { itemValues } from '../item-form';
import type { ArtLookup, ComputedFigure, DocRow, FamilyConfig, ItemFieldSpec, ItemRow, ItemValues } from '../types';

/** A numeric field of a line as the grid types it: quantities and percents in thousandths, money in hundredths. */
export type GridField = ItemFieldSpec & { kind: 'qty' | 'money' | 'percent' };

/** The decimals a grid field is typed with. */
export const scaleOf = (field: GridField): number => (field.kind === 'money' ? 2 : 3);

/** What a grid row knows of its article: enough to name it and to compute the line. */
export interface GridArticle {
  id: number;
  intSifra: string;
  artNaziv: string;
  mera: string;
  /** the article's VAT rate, hundredths of a percent */
  pdvStopa: number;
}

/** An error of one cell: a catalog key and what it names (the text that was refused). */
export interface CellError {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One line of the grid: what its cells hold, the article they chose, what the server said. A row
 * is saved while `version === saved`; every change bumps `version`.
 */
export interface GridRow {
  key: string;
  /** the saved line's id; null until the server has it */
  id: number | null;
  /** the article cell's text: the chosen article's code, or what is being typed */
  code: string;
  article: GridArticle | null;
  /** the article in the document's warehouse (stock, prices), once read */
  lookup: ArtLookup | null;
  /** the article cell's text is being matched to an article */
  matching: boolean;
  values: ItemValues;
  /** fields typed or pasted by the user: an article chosen afterwards does not fill them in */
  typed: string[];
  /** by field ('artId' for the article cell) */
  errors: Record<string, CellError>;
  version: number;
  /** the version the server holds; null for a line it does not have */
  saved: number | null;
  /** a save of this row is on its way */
  saving: boolean;
  /** the line as the server holds it (a family's figures may read it: a calculation's own share of the costs) */
  stored: ItemRow | null;
}

/**
 * The fields the grid types, when every field of the document's lines is a number (the grid takes
 * article lines of quantities, prices and percents); null otherwise, and the lines keep their form.
 */
export function gridFields(config: FamilyConfig, vSubDoc: string): GridField[] | null {
  const lineKind = lineKindOf(config.entry, vSubDoc);
  if (lineKind !== 'article' || !config.grid) return null;
  const fields = config.itemFields.filter((f) => (f.lineKind ?? lineKind) === lineKind);
  const numeric = fields.filter((f): f is GridField => f.kind === 'qty' || f.kind === 'money' || f.kind === 'percent');
  return numeric.length === fields.length && fields.every((f) => !f.shownWhen) ? numeric : null;
}

let keys = 0;
const nextKey = () => `row-${++keys}`;

/** An empty line: the fields' starting values (a quantity of 1, optional amounts 0). */
export function blankRow(config: FamilyConfig, doc: DocRow): GridRow {
  const { artId: _artId, ...values } = itemValues(config, null, doc.vSubDoc);
  return { key: nextKey(), id: null, code: '', article: null, lookup: null, matching: false, values, typed: [], errors: {}, version: 0, saved: null, saving: false, stored: null };
}

/** A saved line as the grid holds it. */
export function savedRow(config: FamilyConfig, doc: DocRow, item: ItemRow): GridRow {
  const { artId: _artId, ...values } = itemValues(config, item, doc.vSubDoc);
  const article = item.artikl && typeof item.artId === 'number' ? { id: item.artId, ...item.artikl } : null;
  return { ...blankRow(config, doc), id: item.id, code: article?.intSifra ?? '', article, values, version: 1, saved: 1, stored: item };
}

/** Nothing typed and no article: the empty line at the end, never saved. */
export const isBlank = (row: GridRow): boolean => row.id === null && row.article === null && row.code.trim() === '' && row.typed.length === 0;

/** Changed since the server last had it. */
export const isDirty = (row: GridRow): boolean => !isBlank(row) && row.version !== row.saved;

/** The line as the API takes it, or its cells' errors by the same schema the server checks. */
export function rowInput(config: FamilyConfig, row: GridRow): { ok: true; input: Record<string, unknown> } | { ok: false; errors: Record<string, CellError> } {
  const result = config.itemSchema.safeParse({ artId: row.article?.id ?? null, ...row.values });
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, CellError> = {};
  for (const [field, key] of Object.entries(issuesToFieldErrors(result.error.issues))) errors[field] = { key };
  return { ok: false, errors };
}

/** The row after a change of one field: typed by the user, its error gone. */
export function withValue(row: GridRow, name: string, value: number | null): GridRow {
  const { [name]: _gone, ...errors } = row.errors;
  return { ...row, values: { ...row.values, [name]: value }, typed: row.typed.includes(name) ? row.typed : [...row.typed, name], errors, version: row.version + 1 };
}

/** What the article proposes for a field (the warehouse's price), when the field was not typed into. */
export function proposed(config: FamilyConfig, row: GridRow, field: string): number | null {
  const value = row.lookup && !row.typed.includes(field) ? config.prefill(row.lookup)[field] : undefined;
  return typeof value === 'number' ? value : null;
}

/**
 * The row with its article chosen: what the family fills in from it goes into the fields not typed
 * yet, except the one the keyboard is in (`busy`: Tab came before the article's data). A value
 * changed under a cell being typed in races the keystrokes; that cell shows the proposal and takes
 * it when it is left without typing (`withProposal`).
 */
export function withArticle(config: FamilyConfig, row: GridRow, article: GridArticle, lookup: ArtLookup | null, busy: string | null = null): GridRow {
  const { artId: _gone, ...errors } = row.errors;
  const chosen = { ...row, code: article.intSifra, article, lookup, matching: false, errors, version: row.version + 1 };
  const values = { ...row.values };
  for (const field of Object.keys(lookup ? config.prefill(lookup) : {})) {
    const value = proposed(config, chosen, field);
    if (value !== null && field !== busy) values[field] = value;
  }
  return { ...chosen, values };
}

/** A cell left without typing takes what the article proposes for it. */
export function withProposal(config: FamilyConfig, row: GridRow, field: string): GridRow {
  const value = proposed(config, row, field);
  return value === null || row.values[field] === value ? row : { ...row, values: { ...row.values, [field]: value }, version: row.version + 1 };
}

/** The article a row's figures are computed with: the one read in the warehouse, else what the line knows of it. */
export function lookupOf(row: GridRow, retail: boolean): ArtLookup | null {
  if (row.lookup) return row.lookup;
  if (!row.article) return null;
  return { ...row.article, stanje: 0, cena: 0, pnCena: 0, znCena: 0, cenaSaPdv: retail };
}

/** The line's figures by the family's formulas, as typed. */
export function rowFigures(config: FamilyConfig, doc: DocRow, row: GridRow, retail: boolean): ComputedFigure[] {
  return config.computed?.(row.values, lookupOf(row, retail), doc, row.stored) ?? [];
}

/** The line as the server now holds it, after a save of what it was sent: its figures are the same formulas' (the server's answer carries only the id). */
export function storedAfterSave(config: FamilyConfig, doc: DocRow, row: GridRow, id: number, retail: boolean): ItemRow {
  const figures = Object.fromEntries(rowFigures(config, doc, row, retail).map((f) => [f.key, f.value]));
  return { ...(row.stored ?? {}), ...row.values, ...figures, id, docId: doc.id };
}
