import { CloseButton, Table, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { MAX_PERCENT } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/i18n/error-text';
import { ScaledInput } from '../../../shared/ui/scaled-input';
import { useValueText } from '../values';
import type { ArtLookup, ComputedFigure, ValueKind } from '../types';
import { ArticleCell } from './article-cell';
import { isBlank, isDirty, scaleOf, type CellError, type GridField, type GridRow } from './grid-rows';
import type { GridActions } from './use-line-grid';

export interface GridRowProps {
  row: GridRow;
  /** 1-based, as the user counts lines */
  number: number;
  fields: readonly GridField[];
  /** what the article proposes for a field (shown in an empty cell) */
  proposal: (row: GridRow, field: string) => number | null;
  /** the line's figures, by the family's formulas */
  figuresOf: (row: GridRow) => ComputedFigure[];
  /** the line's VAT rate; undefined where the family's lines carry none */
  vatOf: ((row: GridRow) => number | null) | undefined;
  grid: GridActions;
  /** Enter in the article cell of line `number`: on to its first field */
  onArticleNext: (number: number) => void;
  /** the line has the keyboard: its article's stock and prices show under its name */
  active: boolean;
  info: { key: keyof ArtLookup; kind: ValueKind }[];
}

/** A cell's number, or null while it holds none. */
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A figure's kind as a table shows it (a margin as a margin, the rest as money). */
const shownAs = (figure: ComputedFigure): ValueKind => figure.kind;

/** One line of the grid: its article, its typed fields, its VAT and figures, and its state; drawn again only when one of them changes. */
export const LineGridRow = memo(function LineGridRow({ row, number, fields, proposal, figuresOf, vatOf, grid, onArticleNext, active, info }: GridRowProps) {
  const { t } = useTranslation('documents');
  const figures = figuresOf(row);
  const vat = vatOf?.(row);
  const text = useValueText();
  const errorOf = (error: CellError | undefined) => (error ? fieldErrorText(t, error.key, undefined, error.params) : undefined);
  const blank = isBlank(row);
  const proposalText = (r: GridRow, field: GridField) => {
    const value = r.values[field.name] === null ? proposal(r, field.name) : null;
    return value === null ? undefined : text(value, field.kind === 'money' ? 'money' : 'qty');
  };
  const state = row.saving ? 'saving' : isDirty(row) ? 'unsaved' : blank ? 'new' : 'saved';
  return (
    <Table.Tr data-row-key={row.key} data-testid={`grid-row-${number}`} data-state={state}>
      <Table.Td ta="right">
        <Text size="xs" c={state === 'unsaved' ? 'orange.9' : 'dimmed'} title={state === 'saved' || state === 'new' ? undefined : t(`grid.state.${state}`)}>
          {number}
          {state === 'unsaved' || state === 'saving' ? <span aria-label={t(`grid.state.${state}`)}> •</span> : null}
        </Text>
      </Table.Td>
      <Table.Td>
        <ArticleCell
          code={row.code}
          label={t('grid.cell', { field: t('grid.article'), row: number })}
          error={errorOf(row.errors.artId)}
          matching={row.matching}
          onType={(code) => grid.setCode(row.key, code)}
          onPick={(article) => grid.pick(row.key, article)}
          onLeave={() => void grid.match(row.key)}
          onNext={() => onArticleNext(number)}
          data-testid="grid-article"
          data-grid-cell={0}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} data-testid="grid-name">
          {row.article?.artNaziv ?? ''}
        </Text>
        {active && row.lookup && info.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="grid-info">
            {info.map(({ key, kind }, index) => (
              <span key={key} data-testid={`grid-info-${key}`}>
                {index > 0 && ' · '}
                {t(`info.${key}`)}: {text(row.lookup![key], kind)}
              </span>
            ))}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-testid="grid-mera">
        <Text size="sm">{row.article?.mera ?? ''}</Text>
      </Table.Td>
      {fields.map((field, index) => (
        <Table.Td key={field.name}>
          <ScaledInput
            size="xs"
            scale={scaleOf(field)}
            max={field.kind === 'percent' ? MAX_PERCENT : undefined}
            styles={{ input: { textAlign: 'right' } }}
            aria-label={t('grid.cell', { field: t(field.label ?? `field.${field.name}`), row: number })}
            value={numberOrNull(row.values[field.name])}
            onChange={(value) => grid.setValue(row.key, field.name, value ?? (field.required ? null : 0))}
            onBlur={() => grid.leaveCell(row.key, field.name)}
            // what the article proposes, while the cell is empty (it takes it when left)
            placeholder={proposalText(row, field)}
            minusText={field.required ? fieldErrorText(t, `error.${field.name}.greater-than-0`) : undefined}
            error={errorOf(row.errors[field.name])}
            rightSection={field.kind === 'percent' ? '%' : undefined}
            data-testid={`grid-${field.name}`}
            data-field={field.name}
            data-grid-cell={index + 1}
          />
        </Table.Td>
      ))}
      {vat !== undefined && (
        <Table.Td ta="right" data-testid="grid-vat">
          <Text size="sm">{vat === null ? '' : text(vat, 'vat')}</Text>
        </Table.Td>
      )}
      {figures.map((figure) => (
        <Table.Td key={figure.key} ta="right" data-testid={`grid-figure-${figure.key}`}>
          <Text size="sm">{row.article ? text(figure.value, shownAs(figure)) : ''}</Text>
        </Table.Td>
      ))}
      <Table.Td>
        {!blank && (
          <Tooltip label={`${t('grid.remove', { row: number })} · Ctrl+Del`} openDelay={500}>
            {/* not a Tab stop: the keyboard removes a line with Ctrl+Del from any of its cells */}
            <CloseButton size="sm" c="red.8" tabIndex={-1} aria-label={t('grid.remove', { row: number })} onClick={() => void grid.remove(row.key)} data-testid="grid-remove" />
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
});
