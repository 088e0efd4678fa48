import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ExportColumn, TaxDepreciationAsset, TaxDepreciationReport } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { useTaxDepreciation } from './api';

type Group = TaxDepreciationReport['grupe'][number];

const roman = ['I', 'II', 'III', 'IV', 'V'];
const groupLabel = (grupa: number) => roman[grupa - 1] ?? String(grupa);

/**
 * /poreska-amortizacija: the tax depreciation of the selected period's year (corporate income tax
 * law art. 10b): the register of each group, and per asset the tax depreciation beside the
 * accounting depreciation and their difference, as the tax balance takes them; Excel export.
 */
export function TaxDepreciationPage() {
  const { t } = useTranslation('taxDepreciation');
  const fmt = useFormat();
  const { period } = usePeriod();
  const godina = Number(period.startDate?.slice(0, 4) ?? 0);
  const report = useTaxDepreciation(godina);
  const money = <K extends string>(key: K, title: string) => ({
    accessor: key,
    title,
    textAlign: 'right' as const,
    render: (row: Record<K, number>) => fmt.money(row[key]),
  });

  const groupColumns: PagedTableColumn<Group>[] = [
    { accessor: 'grupa', title: t('column.grupa'), width: 80, render: (g) => groupLabel(g.grupa) },
    { accessor: 'metoda', title: t('column.metoda'), render: (g) => t(`method.${g.metoda}`) },
    { accessor: 'stopa', title: t('column.stopa'), textAlign: 'right', render: (g) => `${fmt.money(g.stopa)} %` },
    money('pocetna', t('column.pocetna')),
    money('nabavke', t('column.nabavke')),
    money('otudjeno', t('column.otudjeno')),
    money('amortizacija', t('column.amortizacija')),
    money('neotpisana', t('column.neotpisana')),
  ];
  const assetColumns: PagedTableColumn<TaxDepreciationAsset>[] = [
    { accessor: 'invBroj', title: t('column.invBroj'), width: 100 },
    { accessor: 'naziv', title: t('column.naziv') },
    { accessor: 'poreskaGrupa', title: t('column.grupa'), width: 70, render: (a) => groupLabel(a.poreskaGrupa) },
    money('nabavnaVrednost', t('column.nabavnaVrednost')),
    { accessor: 'datumUpotrebe', title: t('column.datumUpotrebe'), width: 110, render: (a) => fmt.date(a.datumUpotrebe) },
    money('pocetna', t('column.pocetna')),
    { accessor: 'meseci', title: t('column.meseci'), textAlign: 'right', width: 80 },
    money('poreska', t('column.poreska')),
    money('racunovodstvena', t('column.racunovodstvena')),
    money('razlika', t('column.razlika')),
    money('neotpisana', t('column.neotpisana')),
  ];
  const exportColumns: ExportColumn[] = [
    { key: 'invBroj', label: t('column.invBroj'), type: 'text' },
    { key: 'naziv', label: t('column.naziv'), type: 'text' },
    { key: 'poreskaGrupa', label: t('column.grupa'), type: 'int' },
    { key: 'nabavnaVrednost', label: t('column.nabavnaVrednost'), type: 'money', total: 'sum' },
    { key: 'datumUpotrebe', label: t('column.datumUpotrebe'), type: 'date' },
    { key: 'pocetna', label: t('column.pocetna'), type: 'money', total: 'sum' },
    { key: 'meseci', label: t('column.meseci'), type: 'int' },
    { key: 'poreska', label: t('column.poreska'), type: 'money', total: 'sum' },
    { key: 'racunovodstvena', label: t('column.racunovodstvena'), type: 'money', total: 'sum' },
    { key: 'razlika', label: t('column.razlika'), type: 'money', total: 'sum' },
    { key: 'otudjeno', label: t('column.otudjeno'), type: 'money', total: 'sum' },
    { key: 'neotpisana', label: t('column.neotpisana'), type: 'money', total: 'sum' },
  ];
  const totals = report.data?.ukupno;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('title', { godina })}
        </Title>
        <ExportButton
          path="/v1/osnovna-sredstva/poreska-amortizacija"
          filters={{ godina }}
          columns={exportColumns}
          fileName={`${t('title', { godina })}`}
          data-testid="tax-depreciation-export"
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Title order={2} size="h4">
        {t('groups')}
      </Title>
      <PagedTable data-testid="tax-depreciation-groups" records={report.data?.grupe} columns={groupColumns} idAccessor="grupa" fetching={report.isFetching} minHeight={80} />
      <Title order={2} size="h4">
        {t('assets')}
      </Title>
      <PagedTable data-testid="tax-depreciation-assets" records={report.data?.sredstva} columns={assetColumns} fetching={report.isFetching} />
      <Paper withBorder p="sm" data-testid="tax-depreciation-total">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(['racunovodstvena', 'poreska', 'razlika'] as const).map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`total.${key}`)}
              </Text>
              <Text fw={key === 'razlika' ? 700 : 500} data-testid={`tax-depreciation-total-${key}`}>
                {fmt.money(totals?.[key] ?? 0)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
