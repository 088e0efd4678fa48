import { Button, Group, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { focusField, focusWhenReady } from '../../../shared/ui/focus';
import { shortcutProps, WithShortcut } from '../../../shared/ui/shortcuts';
import { useArtLookup } from '../api';
import type { ComputedFigure, DocRow, FamilyConfig, ItemRow } from '../types';
import { LineGridRow } from './grid-row';
import { isBlank, isDirty, proposed, rowFigures, type GridField, type GridRow } from './grid-rows';
import { GridRates } from './grid-totals';
import { GridView } from './grid-view';
import { isTable, readPastedRows } from './paste';
import { useLineGrid } from './use-line-grid';

export interface LineGridProps {
  config: FamilyConfig;
  doc: DocRow;
  fields: readonly GridField[];
  /** the document's lines as saved */
  items: ItemRow[];
  /** whether some line is not saved yet (the document waits with its lock, the page asks before it is left) */
  onPending: (pending: boolean) => void;
}

/** The grid row an element is in. */
const rowKeyOf = (element: EventTarget | null): string | null => (element instanceof HTMLElement ? (element.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey ?? null) : null);

/** The figures a line shows, in the grid's order, by the family's formulas. */
function figuresWith(config: FamilyConfig, doc: DocRow, retail: boolean) {
  const keys = config.grid?.figures ?? [];
  return (row: GridRow): ComputedFigure[] => {
    const all = rowFigures(config, doc, row, retail);
    return keys.map((key) => all.find((f) => f.key === key)).filter((f): f is ComputedFigure => !!f);
  };
}

/**
 * A document's article lines as a grid on its page (docs/decisions.md#the-line-grid): the article
 * by code, name or barcode, the family's fields, the line's VAT and figures, and VAT per rate as it
 * is typed. Enter walks the cells and from a line's last opens the next line; Ctrl+Del removes a
 * line; rows pasted from a spreadsheet become lines. Lines are saved as the keyboard leaves them.
 */
export function LineGrid({ config, doc, fields, items, onPending }: LineGridProps) {
  const { t } = useTranslation('documents');
  // a retail warehouse keeps prices with VAT: read once from a saved line's article, else from a new one's
  const first = useArtLookup(config.family, doc.id, items[0]?.artId ?? null);
  const { rows, actions: grid } = useLineGrid(config, doc, items, first.data?.cenaSaPdv ?? false);
  const retail = first.data?.cenaSaPdv ?? rows.find((r) => r.lookup)?.lookup?.cenaSaPdv ?? false;
  const root = useRef<HTMLDivElement>(null);
  // the line the keyboard is in
  const [active, setActive] = useState<string | null>(null);
  const enterRow = (key: string | null) => {
    setActive(key);
    grid.enterRow(key);
  };
  const readOnly = doc.status !== 'draft';
  const figuresOf = useMemo(() => figuresWith(config, doc, retail), [config, doc, retail]);
  const proposalOf = useCallback((row: GridRow, field: string) => proposed(config, row, field), [config]);
  const vatSpec = config.grid?.vat;
  const vatOf = useCallback((row: GridRow) => (vatSpec && row.article ? vatSpec(row.values, row.article, doc) : null), [vatSpec, doc]);
  const vatRateOf = useMemo(() => (vatSpec ? (row: GridRow) => vatOf(row)?.pdvStopa ?? null : undefined), [vatSpec, vatOf]);

  const pending = rows.some(isDirty);
  useEffect(() => onPending(pending), [pending, onPending]);
  useEffect(() => () => onPending(false), [onPending]);

  const lines = rows.filter((r) => r.article);
  const rates = config.grid?.rates && vatSpec ? config.grid.rates(lines.map((r) => vatSpec(r.values, r.article!, doc)), doc) : null;

  // at once when the cell is there, so the next keystroke lands in it; a line just added a frame later
  const focusCell = useCallback((rowIndex: number, col: number) => {
    const cellAt = () => root.current?.querySelector<HTMLElement>(`[data-testid="grid-row-${rowIndex + 1}"] [data-grid-cell="${col}"]`);
    const cell = cellAt();
    if (cell) focusField(cell);
    else focusWhenReady(cellAt);
  }, []);
  const onArticleNext = useCallback((number: number) => focusCell(number - 1, 1), [focusCell]);

  if (readOnly) return <GridView config={config} doc={doc} fields={fields} rows={rows.filter((r) => !isBlank(r))} figuresOf={figuresOf} vatOf={vatOf} rates={rates} />;
  const lastField = fields.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const col = Number(target?.dataset.gridCell ?? NaN);
    const rowKey = rowKeyOf(event.target);
    const rowIndex = rows.findIndex((r) => r.key === rowKey);
    if ((event.ctrlKey || event.metaKey) && event.code === 'KeyS') {
      // saves the lines, not the header: the keyboard is in the grid
      event.preventDefault();
      event.stopPropagation();
      void grid.commit(true);
      return;
    }
    if (event.defaultPrevented || Number.isNaN(col) || rowIndex < 0) return;
    const plain = !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
    if (event.key === 'Enter' && plain && col > 0) {
      event.preventDefault();
      if (col < lastField) focusCell(rowIndex, col + 1);
      else focusCell(rowIndex + 1, 0);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && plain) {
      const next = rowIndex + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= rows.length) return;
      event.preventDefault();
      focusCell(next, col);
    } else if (event.key === 'Delete' && (event.ctrlKey || event.metaKey) && !event.altKey) {
      event.preventDefault();
      void grid.remove(rows[rowIndex]!.key).then((removed) => removed && focusCell(Math.min(rowIndex, rows.length - 2), col));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTable(text)) return;
    event.preventDefault();
    const added = grid.paste(readPastedRows(text, fields));
    focusCell(rows.filter((r) => !isBlank(r)).length + added.length, 0);
  };

  const unsaved = rows.filter(isDirty).length;
  const status = rows.some((r) => r.saving) ? t('grid.status.saving') : unsaved ? t('grid.status.unsaved', { count: unsaved }) : t('grid.status.saved');
  const sums = config.grid?.sums ?? [];
  const figureKeys = config.grid?.figures ?? [];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4" id="grid-title">
          {t('items.title')}
        </Title>
        <Group gap="sm">
          <Text size="xs" c="dimmed" role="status" data-testid="grid-status">
            {status}
          </Text>
          <WithShortcut action="newItem" label={t('items.add')}>
            <Button variant="light" size="xs" onClick={() => focusCell(rows.length - 1, 0)} data-testid="doc-item-add" {...shortcutProps('newItem')}>
              {t('items.add')}
            </Button>
          </WithShortcut>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" id="grid-help">
        {t('grid.help', { columns: [t('grid.article'), ...fields.map((f) => t(f.label ?? `field.${f.name}`))].join(', ') })}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <div ref={root} onKeyDown={onKeyDown} onPaste={onPaste} onFocus={(e) => enterRow(rowKeyOf(e.target))} onBlur={(e) => !root.current?.contains(e.relatedTarget) && enterRow(null)}>
          <Table data-testid="doc-items-grid" aria-labelledby="grid-title" aria-describedby="grid-help" verticalSpacing={4} horizontalSpacing={6} miw={760 + fields.length * 110}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {t('grid.number')}
                </Table.Th>
                <Table.Th w={140}>{t('field.intSifra')}</Table.Th>
                <Table.Th>{t('field.artNaziv')}</Table.Th>
                <Table.Th w={48}>{t('field.mera')}</Table.Th>
                {fields.map((f) => (
                  <Table.Th key={f.name} w={112} ta="right">
                    {t(f.label ?? `field.${f.name}`)}
                  </Table.Th>
                ))}
                {vatSpec && (
                  <Table.Th w={60} ta="right">
                    {t('field.pdvStopa')}
                  </Table.Th>
                )}
                {figureKeys.map((key) => (
                  <Table.Th key={key} w={110} ta="right">
                    {t(config.itemLabelOf(key))}
                  </Table.Th>
                ))}
                <Table.Th w={32}>
                  <VisuallyHidden>{t('grid.remove-column')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <LineGridRow
                  key={row.key}
                  row={row}
                  number={index + 1}
                  fields={fields}
                  proposal={proposalOf}
                  figuresOf={figuresOf}
                  vatOf={vatRateOf}
                  grid={grid}
                  onArticleNext={onArticleNext}
                  active={row.key === active}
                  info={config.lookupInfo}
                />
              ))}
            </Table.Tbody>
            {sums.length > 0 && (
              <Table.Tfoot>
                <Table.Tr data-testid="grid-sums">
                  <Table.Th colSpan={4 + fields.length + (vatSpec ? 1 : 0)} ta="right">
                    {t('grid.total')}
                  </Table.Th>
                  {figureKeys.map((key) =>
                    sums.includes(key) ? (
                      <Table.Th key={key} ta="right" data-testid={`grid-sum-${key}`}>
                        <GridSum rows={lines} figureKey={key} figuresOf={figuresOf} />
                      </Table.Th>
                    ) : (
                      <Table.Td key={key} />
                    ),
                  )}
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </div>
      </ScrollArea>
      {rates && rates.length > 0 && <GridRates rates={rates} />}
    </Stack>
  );
}

/** A figure summed over the lines (the document's value of it). */
export function GridSum({ rows, figureKey, figuresOf }: { rows: GridRow[]; figureKey: string; figuresOf: (row: GridRow) => ComputedFigure[] }) {
  const fmt = useFormat();
  return <>{fmt.money(rows.reduce((s, r) => s + (figuresOf(r).find((f) => f.key === figureKey)?.value ?? 0), 0))}</>;
}
