import { ScrollArea, Stack, Table, Title } from '@mantine/core';
import type { VatSummaryRow } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useValueText } from '../values';
import type { ComputedFigure, DocRow, FamilyConfig, LineVat } from '../types';
import { GridRates } from './grid-totals';
import type { GridField, GridRow } from './grid-rows';

export interface GridViewProps {
  config: FamilyConfig;
  doc: DocRow;
  fields: readonly GridField[];
  rows: GridRow[];
  figuresOf: (row: GridRow) => ComputedFigure[];
  vatOf: (row: GridRow) => LineVat | null;
  rates: VatSummaryRow[] | null;
}

/** The lines of a document that is no longer a draft: the grid's columns, read only. */
export function GridView({ config, fields, rows, figuresOf, vatOf, rates }: GridViewProps) {
  const { t } = useTranslation('documents');
  const text = useValueText();
  const vat = !!config.grid?.vat;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="grid-title">
        {t('items.title')}
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        <Table data-testid="doc-items-grid" aria-labelledby="grid-title" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('grid.number')}</Table.Th>
              <Table.Th>{t('field.intSifra')}</Table.Th>
              <Table.Th>{t('field.artNaziv')}</Table.Th>
              <Table.Th>{t('field.mera')}</Table.Th>
              {fields.map((f) => (
                <Table.Th key={f.name} ta="right">
                  {t(f.label ?? `field.${f.name}`)}
                </Table.Th>
              ))}
              {vat && <Table.Th ta="right">{t('field.pdvStopa')}</Table.Th>}
              {(config.grid?.figures ?? []).map((key) => (
                <Table.Th key={key} ta="right">
                  {t(config.itemLabelOf(key))}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key} data-testid={`grid-row-${index + 1}`}>
                <Table.Td ta="right">{index + 1}</Table.Td>
                <Table.Td data-testid="grid-article">{row.article?.intSifra ?? row.code}</Table.Td>
                <Table.Td data-testid="grid-name">{row.article?.artNaziv ?? ''}</Table.Td>
                <Table.Td>{row.article?.mera ?? ''}</Table.Td>
                {fields.map((f) => (
                  <Table.Td key={f.name} ta="right" data-testid={`grid-${f.name}`}>
                    {text(row.values[f.name], f.kind)}
                  </Table.Td>
                ))}
                {vat && (
                  <Table.Td ta="right" data-testid="grid-vat">
                    {text(vatOf(row)?.pdvStopa, 'vat')}
                  </Table.Td>
                )}
                {figuresOf(row).map((figure) => (
                  <Table.Td key={figure.key} ta="right" data-testid={`grid-figure-${figure.key}`}>
                    {text(figure.value, figure.kind)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rates && rates.length > 0 && <GridRates rates={rates} />}
    </Stack>
  );
}
