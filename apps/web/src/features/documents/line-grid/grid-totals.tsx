import { Paper, Table, Text } from '@mantine/core';
import type { VatSummaryRow } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useValueText } from '../values';

/**
 * VAT per rate over the grid's lines as they are typed (base, VAT, with VAT, and their sum), by the
 * family's own totals formula; the document's figures on the page are the server's once saved.
 */
export function GridRates({ rates }: { rates: VatSummaryRow[] }) {
  const { t } = useTranslation('documents');
  const text = useValueText();
  const sum = (pick: (r: VatSummaryRow) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const columns = [
    { key: 'osnovica', pick: (r: VatSummaryRow) => r.osnovica },
    { key: 'pdvIznos', pick: (r: VatSummaryRow) => r.pdvIznos },
    { key: 'iznos', pick: (r: VatSummaryRow) => r.iznos },
  ] as const;
  return (
    <Paper withBorder p="xs" radius="sm" maw={560} ml="auto" w="100%">
      <Table withRowBorders={false} verticalSpacing={2} captionSide="top" data-testid="grid-rates">
        <Table.Caption ta="left">{t('grid.rates.title')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('grid.rates.stopa')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} ta="right">
                {t(`grid.rates.${c.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.stopa} data-testid={`grid-rate-${rate.stopa}`}>
              <Table.Td>{text(rate.stopa, 'vat')}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.key} ta="right" data-testid={`grid-rate-${c.key}`}>
                  {text(c.pick(rate), 'money')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="grid-rate-total">
            <Table.Th>{t('grid.total')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} ta="right" data-testid={`grid-rate-${c.key}`}>
                <Text fw={700} size="sm">
                  {text(sum(c.pick), 'money')}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
