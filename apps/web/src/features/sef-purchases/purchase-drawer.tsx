import { Alert, Anchor, Button, Divider, Drawer, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { DocFamily, SefPurchaseBooked } from '@knjige/contract';
import { useWindowEvent } from '@mantine/hooks';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { useToasts } from '../../shared/ui/toasts';
import { docPaths } from '../../shared/documents/paths';
import { useDoc } from '../../shared/documents/doc-api';
import { openPurchasePdf, useSefPurchase } from './api';
import { DeadlineBadge } from './deadline-badge';
import { BookActions, DecideActions } from './purchase-actions';
import { TableScroll } from '../../shared/ui/table-scroll';

/** The families a SEF purchase invoice is booked as. */
const draftFamilies = ['ur', 'zrn', 'knod'] as const satisfies readonly DocFamily[];

/** The draft the invoice was booked as, linked by its number. */
function BookedDraft({ vDoc, docId }: { vDoc: string | null; docId: number }) {
  const { t } = useTranslation('sefPurchases');
  const family = draftFamilies.find((f) => f === vDoc) ?? 'ur';
  const doc = useDoc(family, docId);
  return (
    <Alert color="green" data-testid="sef-booked-draft">
      {t(`booked.${family}`)}{' '}
      {doc.data && (
        <Anchor component={Link} to={docPaths.doc(family, doc.data.vSubDoc, docId)} data-testid="sef-booked-link">
          {doc.data.oznaka}
        </Anchor>
      )}
    </Alert>
  );
}

/** One purchase invoice: its facts, lines from the UBL, PDF, and what can be done with it. */
export function PurchaseDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('sefPurchases');
  const fmt = useFormat();
  const { notifyError } = useToasts('sefPurchases');
  const query = useSefPurchase(id);
  // Esc closes the drawer, but not when it answers a confirmation over it (accept, reject): that
  // dialog's own listener has closed it already, and the key was pressed inside it
  useWindowEvent('keydown', (event) => {
    if (id === null || event.key !== 'Escape' || event.isComposing) return;
    const target = event.target;
    if (!(target instanceof Node) || !target.isConnected) return;
    const dialog = target instanceof Element ? target.closest('[role="dialog"]') : null;
    if (dialog && !dialog.closest('[data-testid="sef-purchase-drawer"]')) return;
    if (target instanceof HTMLElement && target.getAttribute('data-mantine-stop-propagation') === 'true') return;
    onClose();
  });
  const inv = query.data;
  // what the last booking answered, for the invoice it was made from (a credit note's references)
  const [booked, setBooked] = useState<{ id: number; result: SefPurchaseBooked } | null>(null);
  const references = inv && booked?.id === inv.id ? booked.result.references : [];
  const fact = (label: string, value: React.ReactNode) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      closeOnEscape={false}
      position="right"
      size="xl"
      title={inv ? `${inv.supplierName} — ${inv.number}` : ''}
      data-testid="sef-purchase-drawer"
    >
      {inv && (
        <Stack gap="md">
          {inv.parseError && (
            <Alert color="red" title={t('parseError')}>
              {inv.parseError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {fact(t('column.supplier'), `${inv.supplierName} (${inv.supplierPib})`)}
            {fact(t('column.issueDate'), fmt.date(inv.issueDate))}
            {fact(t('column.dueDate'), fmt.date(inv.dueDate))}
            {fact(t('column.sefStatus'), t(`sef.status.${inv.sefStatus}`, { ns: 'common', defaultValue: inv.sefStatus }))}
            {fact(t('column.base'), fmt.money(inv.base))}
            {fact(t('column.vat'), fmt.money(inv.vat))}
            {fact(t('column.total'), `${fmt.money(inv.total)} ${inv.currency}`)}
            {fact(t('column.decideBy'), (
              <>
                {fmt.date(inv.decideBy)} <DeadlineBadge daysLeft={inv.daysLeft} />
              </>
            ))}
          </SimpleGrid>
          {inv.hasPdf && (
            <Group>
              <Button variant="light" onClick={() => openPurchasePdf(inv.id).catch((err: unknown) => notifyError(err))} data-testid="sef-pdf">
                {t('action.pdf')}
              </Button>
            </Group>
          )}
          <TableScroll minWidth={520}>
            <Table striped withTableBorder data-testid="sef-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('line.name')}</Table.Th>
                  <Table.Th ta="right">{t('line.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('line.price')}</Table.Th>
                  <Table.Th ta="right">{t('line.net')}</Table.Th>
                  <Table.Th ta="right">{t('line.vatRate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inv.lines.map((l) => (
                  <Table.Tr key={l.lineNo}>
                    <Table.Td>
                      {l.name}
                      {l.sellerId && <Text size="xs" c="dimmed">{l.sellerId}</Text>}
                    </Table.Td>
                    <Table.Td ta="right">{`${fmt.quantity(l.quantity)} ${l.unitCode}`}</Table.Td>
                    <Table.Td ta="right">{fmt.money(l.price)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(l.net)}</Table.Td>
                    <Table.Td ta="right">{fmt.vatRate(l.vatRate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {inv.bookedDocId !== null && <BookedDraft vDoc={inv.bookedVDoc} docId={inv.bookedDocId} />}
          {references.length > 0 && (
            <Alert color={references.some((r) => r.problem) ? 'yellow' : 'green'} title={t('references.title')} data-testid="sef-references">
              <List size="sm">
                {references.map((r) => (
                  <List.Item key={r.number}>{t(`references.${r.problem ?? 'found'}`, { number: r.number, oznaka: r.oznaka })}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Divider />
          <DecideActions invoice={inv} />
          <BookActions invoice={inv} onBooked={(result) => setBooked({ id: inv.id, result })} />
        </Stack>
      )}
    </Drawer>
  );
}
