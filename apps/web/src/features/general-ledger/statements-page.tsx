import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ExportColumn, Statements } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { ExportButton } from '../../shared/ui/export-button';
import { PrintButton } from '../../shared/ui/print-button';
import { useToasts } from '../../shared/ui/toasts';
import { docPaths } from '../../shared/documents/paths';
import { useProposeEntry, useStatements } from './api';

type Section = Statements['lines'][number]['section'];

/**
 * /fin-rpt/bilans: the selected year's balance sheet and income statement in the positions of the
 * official forms (each line with its AOP number, sum lines bold), with
 * their totals and checks; the year-end closing and the next year's opening entry proposed as drafts.
 */
export function StatementsPage() {
  const { t } = useTranslation('ledger');
  const fmt = useFormat();
  const { period, periodId } = usePeriod();
  const query = useStatements(periodId);
  const data = query.data;
  const propose = useProposeEntry();
  const confirmAction = useConfirmAction();
  const { notifyError, notifySuccess } = useToasts(['ledger']);
  const navigate = useNavigate();

  const run = (path: string, body: string) =>
    confirmAction({
      title: t('statements.title'),
      body,
      onConfirm: async () => {
        try {
          const made = await propose.mutateAsync({ path });
          notifySuccess(t('yearEnd.made', { oznaka: made.oznaka }));
          void navigate(docPaths.doc('nal', made.vSubDoc, made.id));
        } catch (err) {
          notifyError(err, t('statements.title'));
        }
      },
    });

  const exportColumns: ExportColumn[] = [
    { key: 'aop', label: t('statements.aop'), type: 'text' },
    { key: 'naziv', label: t('statements.line'), type: 'text' },
    { key: 'iznos', label: t('statements.iznos'), type: 'money' },
  ];
  const rows = (sections: Section[]) =>
    data?.lines
      .filter((l) => sections.includes(l.section))
      .map((l) => (
        <Table.Tr key={l.key} data-testid={`statement-${l.key}`} fw={l.sum ? 700 : undefined}>
          <Table.Td>{l.aop}</Table.Td>
          <Table.Td>{t(`statements.lines.${l.key}`)}</Table.Td>
          <Table.Td ta="right">{fmt.money(l.iznos)}</Table.Td>
        </Table.Tr>
      ));
  const total = (aop: string, label: string, value: number, testId: string) => (
    <Table.Tr fw={700} data-testid={testId}>
      <Table.Td>{aop}</Table.Td>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">{fmt.money(value)}</Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('statements.title')}
      </Title>
      <Group>
        {data && <Text>{t('statements.year', { year: period.title, datum: fmt.date(data.datum) })}</Text>}
        <Group ml="auto">
          <Button variant="default" onClick={() => run(`/v1/gl/closing/${periodId}`, t('yearEnd.closingConfirm', { year: period.title }))} loading={propose.isPending} data-testid="statements-closing">
            {t('yearEnd.closing')}
          </Button>
          <Button variant="default" onClick={() => run(`/v1/gl/opening/${periodId}`, t('yearEnd.openingConfirm'))} loading={propose.isPending} data-testid="statements-opening">
            {t('yearEnd.opening')}
          </Button>
          <ExportButton path="/v1/rpt-gl/bilans" filters={{ periodId }} columns={exportColumns} fileName={`${t('statements.title')} ${period.title}`} />
          <PrintButton path="/v1/rpt-gl/print/bilans" query={{ periodId }} />
        </Group>
      </Group>
      {data && !data.balanced && <Alert color="red">{t('statements.notBalanced')}</Alert>}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table miw={420} aria-busy={query.isFetching} data-testid="balance-sheet">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('statements.aop')}</Table.Th>
                <Table.Th>{t('statements.balanceSheet')}</Table.Th>
                <Table.Th ta="right">{t('statements.iznos')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows(['assets'])}
              {data && total('0059', t('statements.assets'), data.assets, 'statement-assets')}
              {rows(['equity-liabilities'])}
              {data && total('0456', t('statements.equityAndLiabilities'), data.equityAndLiabilities, 'statement-equity-liabilities')}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table miw={420} aria-busy={query.isFetching} data-testid="income-statement">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('statements.aop')}</Table.Th>
                <Table.Th>{t('statements.incomeStatement')}</Table.Th>
                <Table.Th ta="right">{t('statements.iznos')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows(['income'])}
              {data && total('1043', t('statements.income'), data.income, 'statement-income')}
              {rows(['expenses'])}
              {data && total('1044', t('statements.expenses'), data.expenses, 'statement-expenses')}
              {rows(['discontinued'])}
              {data && total(data.resultBeforeTax < 0 ? '1050' : '1049', t('statements.resultBeforeTax'), data.resultBeforeTax, 'statement-result-before-tax')}
              {rows(['tax'])}
              {data && total(data.netResult < 0 ? '1056' : '1055', t('statements.netResult'), data.netResult, 'statement-net-result')}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
