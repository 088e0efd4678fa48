import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import type { PagedTableColumn } from '../../shared/ui/paged-table';
import type { ExportColumn, ExportColumnType } from '@knjige/contract';
import type { ColumnSpec, ValueKind } from './types';
import { isRecord } from '../../shared/is-record';

/** A field of a row by a dotted path ('artikl.intSifra'). */
export function valueAt(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), row);
}

/** The catalog label of a field path: its last segment. */
export const labelKey = (path: string) => `field.${path.slice(path.lastIndexOf('.') + 1)}`;

const numeric: ReadonlySet<ValueKind> = new Set(['money', 'qty', 'percent', 'ruc', 'vat']);
export const isNumeric = (kind: ValueKind | undefined) => kind !== undefined && numeric.has(kind);

/** Text of a value by kind, in the user's locale: money 2 decimals, quantities and discounts 3. */
export function useValueText() {
  const fmt = useFormat();
  return (value: unknown, kind: ValueKind = 'text'): string => {
    if (value === null || value === undefined) return '';
    const n = Number(value);
    switch (kind) {
      case 'money':
        return fmt.money(n);
      case 'qty':
        return fmt.quantity(n);
      case 'percent':
        return fmt.discount(n);
      case 'ruc':
        return fmt.margin(n);
      case 'vat':
        return fmt.vatRate(n);
      case 'date':
        return fmt.date(String(value));
      default:
        return String(value);
    }
  };
}

/** What names an item (its page's title, the delete confirmation), written by the label's kind: an amount as money. */
export function useItemLabel(config: { itemLabel: string; itemLabelKind?: ValueKind }) {
  const text = useValueText();
  return (item: unknown): string => text(valueAt(item, config.itemLabel), config.itemLabelKind);
}

/** Table columns from a family's column specs; numbers are right-aligned. */
export function useSpecColumns<T>(specs: ColumnSpec[]): PagedTableColumn<T>[] {
  const { t } = useTranslation('documents');
  const text = useValueText();
  return specs.map((spec) => ({
    accessor: spec.key,
    title: t(spec.label ?? labelKey(spec.key)),
    width: spec.width,
    textAlign: isNumeric(spec.kind) ? 'right' : undefined,
    render: (row: T) => {
      const value = valueAt(row, spec.key);
      // One of fixed options (a payment order's kind): its label `option.<field>.<value>`.
      const main =
        spec.kind === 'option' ? (value === null || value === undefined || value === '' ? '' : t(`option.${spec.key.slice(spec.key.lastIndexOf('.') + 1)}.${String(value)}`)) : text(value, spec.kind);
      if (!spec.sub) return main;
      return (
        <Stack gap={0}>
          <Text size="sm">{main}</Text>
          <Text size="xs" c="dimmed">
            {text(valueAt(row, spec.sub.key), spec.sub.kind)}
          </Text>
        </Stack>
      );
    },
  }));
}

/** How a column kind is written to an Excel export (amounts summed in the totals row). */
const exportTypes: Record<ValueKind, ExportColumnType> = { text: 'text', date: 'date', money: 'money', qty: 'qty', percent: 'qty', ruc: 'rate', vat: 'rate', option: 'text' };

/** The export columns of a family's column specs, with their headers in the user's language. */
export function useSpecExportColumns(specs: ColumnSpec[]): ExportColumn[] {
  const { t } = useTranslation('documents');
  return specs.map((spec) => {
    const type = exportTypes[spec.kind ?? 'text'];
    return { key: spec.key, label: t(spec.label ?? labelKey(spec.key)), type, total: type === 'money' ? 'sum' : 'none' };
  });
}
