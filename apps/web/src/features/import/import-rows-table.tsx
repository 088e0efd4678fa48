import { List, Text } from '@mantine/core';
import type { ImportMapping } from '@knjige/contract';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import type { ImportRow } from './api';
import { errorColumn, type ImportTexts } from './import-texts';

export interface ImportRowsTableProps {
  rows: ImportRow[] | undefined;
  /** The fields to show as columns (the mapped ones), in the server's order. */
  fields: string[];
  texts: ImportTexts;
  fetching?: boolean;
  'data-testid'?: string;
}

/** File rows with their values per field; a cell with an error is red and the row lists its errors. */
export function ImportRowsTable({ rows, fields, texts, fetching, ...rest }: ImportRowsTableProps) {
  const { t, fieldLabel, errorText } = texts;
  const columns: PagedTableColumn<ImportRow>[] = [
    { accessor: 'row', title: t('column.row'), width: 70, textAlign: 'right' },
    ...fields.map(
      (field): PagedTableColumn<ImportRow> => ({
        accessor: `values.${field}`,
        title: fieldLabel(field),
        render: (row) => {
          const key = Object.entries(row.errors).find(([name]) => errorColumn(name) === field)?.[1];
          const value = row.values[field] ?? '';
          if (!key) return value;
          return (
            <Text span size="sm" c="red.7" fw={600} bg="red.0" px={4} title={errorText(key)} data-error={field}>
              {value || '—'}
            </Text>
          );
        },
      }),
    ),
    {
      accessor: 'errors',
      title: t('column.errors'),
      render: (row) => {
        const errors = Object.entries(row.errors);
        if (errors.length === 0) return null;
        return (
          <List size="sm" c="red.7" spacing={0} listStyleType="none">
            {errors.map(([field, key]) => (
              <List.Item key={field}>
                {fieldLabel(errorColumn(field))}: {errorText(key)}
              </List.Item>
            ))}
          </List>
        );
      },
    },
  ];
  return <PagedTable data-testid={rest['data-testid']} records={rows} columns={columns} fetching={fetching} idAccessor="row" />;
}

/** The fields that have a column in the file, in the server's field order. */
export const mappedFields = (fields: { name: string }[], mapping: ImportMapping): string[] =>
  fields.map((field) => field.name).filter((name) => mapping[name] !== null && mapping[name] !== undefined);
