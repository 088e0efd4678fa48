import { Alert, Group, Select, Stack, Table, Text } from '@mantine/core';
import { familyRegistry, type DocFamily } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { TableScroll } from '../../shared/ui/table-scroll';
import { useToasts } from '../../shared/ui/toasts';
import { inboxKeys, useInbox, useLinkNote, useReceivedAgainst } from './inbox-api';

/**
 * A purchase document's received dispatch notes: the notes linked to it, the quantity per article
 * invoiced against what our advices received (a difference warns, it blocks nothing), and a note
 * of the inbox not linked yet to link here.
 */
export function ReceivedNotesPanel({ family, doc }: { family: DocFamily; doc: { id: number } }) {
  const { t } = useTranslation('common');
  const { quantity } = useFormat();
  const client = useQueryClient();
  const { notifyError } = useToasts('common');
  const vDoc = familyRegistry[family].vDoc;
  const against = useReceivedAgainst(vDoc, doc.id);
  const unlinked = useInbox({ page: 1, perPage: 50 });
  const link = useLinkNote();
  if (!against.data) return null;
  const candidates = (unlinked.data?.data ?? []).filter((n) => n.linkDocId === null);
  const differences = against.data.lines.filter((l) => l.difference !== 0);
  if (!against.data.notes.length && !candidates.length) return null;
  return (
    <Stack gap={4} data-testid="eotp-received-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('eotpInbox.panel.title')}
        </Text>
        {against.data.notes.map((n) => (
          <Text size="sm" key={n.id}>
            {n.number}
          </Text>
        ))}
        {candidates.length > 0 && (
          <Select
            size="xs"
            placeholder={t('eotpInbox.panel.link')}
            data={candidates.map((n) => ({ value: String(n.id), label: `${n.number} — ${n.supplierName}` }))}
            value={null}
            onChange={(v) =>
              v &&
              link.mutate(
                { id: Number(v), vDoc, docId: doc.id },
                { onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.received(vDoc, doc.id) }), onError: (err) => notifyError(err) },
              )
            }
            w={260}
            data-testid="eotp-link-note"
          />
        )}
      </Group>
      {differences.length > 0 && (
        <Alert color="yellow" data-testid="eotp-received-differences">
          <Text size="sm">{t('eotpInbox.panel.differs')}</Text>
          <TableScroll minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eotpInbox.panel.article')}</Table.Th>
                  <Table.Th ta="right">{t('eotpInbox.panel.invoiced')}</Table.Th>
                  <Table.Th ta="right">{t('eotpInbox.line.received')}</Table.Th>
                  <Table.Th ta="right">{t('eotpInbox.panel.missing')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {differences.map((l) => (
                  <Table.Tr key={l.artId}>
                    <Table.Td>{l.artName}</Table.Td>
                    <Table.Td ta="right">{quantity(l.invoiced)}</Table.Td>
                    <Table.Td ta="right">{quantity(l.received)}</Table.Td>
                    <Table.Td ta="right">{quantity(l.difference)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Alert>
      )}
    </Stack>
  );
}
