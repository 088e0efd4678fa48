import type { ArtMain } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { staleTimes } from '../../../shared/api/query-client';
import { useToasts } from '../../../shared/ui/toasts';
import { docApi, useInvalidate } from '../api';
import { docKeys } from '../../../shared/documents/doc-api';
import type { ArtLookup, DocRow, FamilyConfig, ItemRow } from '../types';
import { chosenArticle, fetchMatches } from './article-match';
import { blankRow, isBlank, isDirty, rowInput, savedRow, storedAfterSave, withArticle, withProposal, withValue, type CellError, type GridArticle, type GridRow } from './grid-rows';
import type { PastedRow } from './paste';
import { MAX_ITEM_BATCH } from '@knjige/contract';

/** How long after the last save the document (its totals, history) is read again: lines typed in a row are one refresh. */
const REFRESH_AFTER_MS = 400;

/** The rows with one empty line at the end to type the next one into. */
function withBlankEnd(config: FamilyConfig, doc: DocRow, rows: GridRow[]): GridRow[] {
  const last = rows.at(-1);
  return last && isBlank(last) ? rows : [...rows, blankRow(config, doc)];
}

/** The 422's field errors of one line of a batch (`items.<index>.<field>`), or of a single line. */
function errorsOf(err: ApiError, index: number | null): Record<string, CellError> {
  const errors: Record<string, CellError> = {};
  for (const [path, key] of Object.entries(err.errors ?? {})) {
    const field = index === null ? path : path.startsWith(`items.${index}.`) ? path.slice(`items.${index}.`.length) : null;
    if (field) errors[field] = { key };
  }
  return errors;
}

/** The field of line `key` the keyboard is in, if any. */
function focusedField(key: string): string | null {
  const cell = document.activeElement;
  return cell instanceof HTMLElement && cell.closest(`[data-row-key="${key}"]`) ? (cell.dataset.field ?? null) : null;
}

/**
 * The line grid's rows and what changes them: typing, choosing an article, pasting, removing, and
 * saving. A row is saved when the keyboard leaves it (or on Ctrl+S): a changed saved line by
 * itself; new lines together, in the order they stand, as one all-or-nothing batch of every new
 * line before the first one that cannot go yet (still typed in, being matched, or refused).
 */
export function useLineGrid(config: FamilyConfig, doc: DocRow, items: ItemRow[], retailWarehouse: boolean) {
  const { t } = useTranslation('documents');
  const client = useQueryClient();
  const invalidate = useInvalidate(config.family);
  const { notifyError } = useToasts('documents');
  const [rows, setRowsState] = useState<GridRow[]>(() => withBlankEnd(config, doc, items.map((item) => savedRow(config, doc, item))));
  // the rows as last set: the saves and matches that answer later read and change these
  const rowsRef = useRef(rows);
  const retail = useRef(retailWarehouse);
  retail.current = retailWarehouse;
  const editing = useRef<string | null>(null);
  const busy = useRef(false);
  const again = useRef(false);
  const resource = t('item.resource');
  const refreshing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshNow = useRef(invalidate);
  refreshNow.current = invalidate;
  const refresh = () => {
    clearTimeout(refreshing.current);
    refreshing.current = setTimeout(() => {
      refreshing.current = undefined;
      void refreshNow.current();
    }, REFRESH_AFTER_MS);
  };
  // leaving the page with a refresh still to come: the lists it goes to read what was saved
  useEffect(
    () => () => {
      if (refreshing.current === undefined) return;
      clearTimeout(refreshing.current);
      void refreshNow.current();
    },
    [],
  );

  const setRows = useCallback(
    (change: (rows: GridRow[]) => GridRow[]) => {
      rowsRef.current = withBlankEnd(config, doc, change(rowsRef.current));
      setRowsState(rowsRef.current);
    },
    [config, doc],
  );
  const patch = useCallback((key: string, change: (row: GridRow) => GridRow) => setRows((all) => all.map((r) => (r.key === key ? change(r) : r))), [setRows]);

  /** A save answered for the row as it sent it: the row is saved unless it changed meanwhile. */
  const settle = (sent: GridRow, id: number | null, errors?: Record<string, CellError>) =>
    patch(sent.key, (r) =>
      errors
        ? { ...r, saving: false, errors: { ...r.errors, ...errors } }
        : { ...r, saving: false, id: id ?? r.id, saved: sent.version, stored: storedAfterSave(config, doc, sent, id ?? sent.id ?? 0, retail.current || !!sent.lookup?.cenaSaPdv) },
    );

  const refused = (err: unknown, owned: (err: ApiError) => boolean) => {
    // a 422 whose errors are the lines' own shows on their cells; anything else (409, a total too large) is a toast
    if (!(err instanceof ApiError && err.status === 422 && owned(err))) notifyError(err, resource);
  };

  async function saveEdited(row: GridRow, input: Record<string, unknown>) {
    patch(row.key, (r) => ({ ...r, saving: true }));
    try {
      await docApi.updateItem(config.family, doc.id, row.id!, { ...input, docId: doc.id });
      settle(row, null);
      return true;
    } catch (err) {
      const errors = err instanceof ApiError ? errorsOf(err, null) : {};
      settle(row, null, errors);
      refused(err, () => Object.keys(errors).length > 0);
      return false;
    }
  }

  async function saveNew(batch: { row: GridRow; input: Record<string, unknown> }[]) {
    const keys = new Set(batch.map((b) => b.row.key));
    setRows((all) => all.map((r) => (keys.has(r.key) ? { ...r, saving: true } : r)));
    try {
      const ids = await docApi.createItems(
        config.family,
        doc.id,
        batch.map((b) => ({ ...b.input, docId: doc.id })),
      );
      batch.forEach((b, index) => settle(b.row, ids[index]!));
      return true;
    } catch (err) {
      const errors = batch.map((_, index) => (err instanceof ApiError ? errorsOf(err, index) : {}));
      batch.forEach((b, index) => settle(b.row, null, errors[index]));
      refused(err, () => errors.some((e) => Object.keys(e).length > 0));
      return false;
    }
  }

  /** Saves what is ready; `all` takes the row being typed in too (Ctrl+S). */
  async function commit(all = false): Promise<void> {
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    let wrote = false;
    try {
      const held = all ? null : editing.current;
      const ready = (row: GridRow) => row.key !== held && !row.matching && !row.saving && Object.keys(row.errors).length === 0;
      for (const row of rowsRef.current.filter((r) => r.id !== null && isDirty(r) && ready(r))) {
        const checked = rowInput(config, row);
        if (!checked.ok) patch(row.key, (r) => ({ ...r, errors: checked.errors }));
        else wrote = (await saveEdited(row, checked.input)) || wrote;
      }
      const batch: { row: GridRow; input: Record<string, unknown> }[] = [];
      for (const row of rowsRef.current.filter((r) => r.id === null && !isBlank(r))) {
        if (!ready(row)) break;
        const checked = rowInput(config, row);
        if (!checked.ok) {
          patch(row.key, (r) => ({ ...r, errors: checked.errors }));
          break;
        }
        batch.push({ row, input: checked.input });
      }
      for (let start = 0; start < batch.length; start += MAX_ITEM_BATCH) {
        if (!(await saveNew(batch.slice(start, start + MAX_ITEM_BATCH)))) break;
        wrote = true;
      }
    } finally {
      busy.current = false;
      // the document's totals and history follow what was written, once the typing pauses
      if (wrote) refresh();
      if (again.current) {
        again.current = false;
        void commit(all);
      }
    }
  }

  /** The keyboard entered a row (null: it left the grid): the row it left is saved. */
  function enterRow(key: string | null) {
    if (editing.current === key) return;
    editing.current = key;
    void commit();
  }

  function setValue(key: string, name: string, value: number | null) {
    patch(key, (r) => withValue(r, name, value));
  }

  /** A cell was left: not typed into, it takes what the article proposes (Tab accepts the warehouse's price). */
  function leaveCell(key: string, field: string) {
    patch(key, (r) => withProposal(config, r, field));
  }

  function setCode(key: string, code: string) {
    patch(key, (r) => {
      const { artId: _gone, ...errors } = r.errors;
      return { ...r, code, errors };
    });
  }

  /** The article in the document's warehouse: what the family fills in from it, its stock. */
  const readLookup = (artId: number): Promise<ArtLookup | null> =>
    client
      .fetchQuery({ queryKey: docKeys.lookup(config.family, doc.id, artId), queryFn: () => docApi.artLookup(config.family, doc.id, artId), staleTime: staleTimes.short })
      .catch(() => null);

  async function choose(key: string, found: ArtMain) {
    const lookup = await readLookup(found.id);
    const article: GridArticle = lookup ?? { id: found.id, intSifra: found.intSifra, artNaziv: found.artNaziv, mera: found.meraCode, pdvStopa: found.pdvStopa };
    const chosen = { id: article.id, intSifra: article.intSifra, artNaziv: article.artNaziv, mera: article.mera, pdvStopa: article.pdvStopa };
    patch(key, (r) => withArticle(config, r, chosen, lookup, focusedField(key)));
    void commit();
  }

  /**
   * The article cell was left (Tab, Enter) with a text: the article it names is chosen (its code,
   * else its barcode, else the first match; a pasted row only by code or barcode). The keyboard
   * has moved on already; a text that names none stays, with its error.
   */
  async function match(key: string, exactOnly = false) {
    const row = rowsRef.current.find((r) => r.key === key);
    if (!row) return;
    const text = row.code.trim();
    if (text === (row.article?.intSifra ?? '')) return;
    if (text === '') {
      patch(key, (r) => ({ ...r, article: null, lookup: null, version: r.version + 1 }));
      return;
    }
    patch(key, (r) => ({ ...r, matching: true }));
    try {
      const found = chosenArticle(await fetchMatches(client, text), exactOnly);
      // typed over meanwhile: that text is matched in its turn
      if (rowsRef.current.find((r) => r.key === key)?.code.trim() !== text) return;
      if (found) return await choose(key, found);
      const none: CellError = { key: exactOnly ? 'grid.article.none-exact' : 'grid.article.none', params: { text } };
      patch(key, (r) => ({ ...r, matching: false, article: null, lookup: null, errors: { ...r.errors, artId: none }, version: r.version + 1 }));
    } catch (err) {
      patch(key, (r) => ({ ...r, matching: false }));
      notifyError(err, t('lookup.resource'));
    }
  }

  /** An article picked from the list under the cell. */
  function pick(key: string, found: ArtMain) {
    patch(key, (r) => ({ ...r, code: found.intSifra, matching: true }));
    void choose(key, found).finally(() => patch(key, (r) => ({ ...r, matching: false })));
  }

  /** Pasted lines take the place of the empty line at the end, each matched by its code or barcode. */
  function paste(pasted: PastedRow[]) {
    const added = pasted.map((p): GridRow => {
      const row = blankRow(config, doc);
      return { ...row, code: p.code, values: { ...row.values, ...p.values }, typed: Object.keys(p.values), errors: { ...p.errors, ...(p.code ? {} : { artId: { key: 'error.artId.required' } }) }, version: 1 };
    });
    setRows((all) => [...all.filter((r) => !isBlank(r)), ...added]);
    void Promise.all(added.filter((r) => r.code).map((r) => match(r.key, true))).then(() => commit());
    return added;
  }

  /** Removes a line (a saved one from the server first); one whose save is on its way stays. */
  async function remove(key: string): Promise<boolean> {
    const row = rowsRef.current.find((r) => r.key === key);
    if (!row || row.saving || isBlank(row)) return false;
    if (row.id !== null) {
      patch(key, (r) => ({ ...r, saving: true }));
      try {
        await docApi.deleteItem(config.family, doc.id, row.id);
        refresh();
      } catch (err) {
        patch(key, (r) => ({ ...r, saving: false }));
        notifyError(err, resource);
        return false;
      }
    }
    setRows((all) => all.filter((r) => r.key !== key));
    return true;
  }

  // The actions keep their identity from render to render (each calls the latest of itself), so a
  // keystroke in one line draws that line again and not the thirty others.
  const latest = useRef({ setValue, leaveCell, setCode, match, pick, paste, remove, enterRow, commit });
  latest.current = { setValue, leaveCell, setCode, match, pick, paste, remove, enterRow, commit };
  const actions = useMemo(
    () => ({
      setValue: (key: string, name: string, value: number | null) => latest.current.setValue(key, name, value),
      leaveCell: (key: string, name: string) => latest.current.leaveCell(key, name),
      setCode: (key: string, code: string) => latest.current.setCode(key, code),
      match: (key: string, exactOnly?: boolean) => latest.current.match(key, exactOnly),
      pick: (key: string, article: ArtMain) => latest.current.pick(key, article),
      paste: (pasted: PastedRow[]) => latest.current.paste(pasted),
      remove: (key: string) => latest.current.remove(key),
      enterRow: (key: string | null) => latest.current.enterRow(key),
      commit: (all?: boolean) => latest.current.commit(all),
    }),
    [],
  );
  return { rows, actions };
}

export type GridActions = ReturnType<typeof useLineGrid>['actions'];

