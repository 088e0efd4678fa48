import { Accordion, Table, Text } from '@mantine/core';
import type { DocFamily } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { useDocHistory } from './api';
import { PageFailed, PageLoading } from '../../shared/ui/page-state';
import { TableScroll } from '../../shared/ui/table-scroll';

/**
 * "Istorija": who created the document, each save, line change, lock, storno and attachment, with
 * time and user, oldest first. Read only: the server keeps the entries and offers no way to change them.
 */
export function HistoryPanel({ family, docId }: { family: DocFamily; docId: number }) {
  const { t } = useTranslation('documents');
  const fmt = useFormat();
  const [open, setOpen] = useState<string | null>(null);
  const history = useDocHistory(family, docId, open === 'history');
  return (
    <Accordion variant="contained" value={open} onChange={setOpen} data-testid="doc-history">
      <Accordion.Item value="history">
        <Accordion.Control data-testid="doc-history-toggle">{t('history.title')}</Accordion.Control>
        <Accordion.Panel>
          {history.isPending && <PageLoading />}
          {history.isError && <PageFailed error={history.error} />}
          {history.data && history.data.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('history.empty')}
            </Text>
          )}
          {history.data && history.data.length > 0 && (
            <TableScroll minWidth={560}>
              <Table striped withTableBorder data-testid="doc-history-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.at')}</Table.Th>
                    <Table.Th>{t('history.user')}</Table.Th>
                    <Table.Th>{t('history.action')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.map((entry) => (
                    <Table.Tr key={entry.id} data-testid="doc-history-row">
                      <Table.Td>{fmt.dateTime(entry.at)}</Table.Td>
                      <Table.Td>{entry.userName ?? t('history.system')}</Table.Td>
                      <Table.Td>
                        {t(`history.action.${entry.action}`)}
                        {entry.detail ? `: ${entry.detail}` : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
