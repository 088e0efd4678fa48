import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { CompanyConfig } from '@knjige/contract';
import { formatAccount } from '@knjige/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { errorText } from '../../shared/i18n/error-text';
import { inputOf, useCompanyConfig, useSaveCompanyConfig } from './company-api';
import { CompanyForm, type CompanySection } from './company-form';
import { ConfigHeader } from '../../shared/ui/config-header';
import { useDialog } from '../../shared/ui/use-dialog';
import { FormModal } from '../../shared/ui/form-modal';

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td w="45%" c="dimmed" fz="sm">
              {label}
            </Table.Td>
            <Table.Td fz="sm">{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SectionCard({ title, onEdit, testId, children }: { title: string; onEdit: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation('config');
  return (
    <Card withBorder padding="lg" data-testid={`${testId}-card`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Button variant="light" size="compact-sm" onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('list.edit')}
        </Button>
      </Group>
      {children}
    </Card>
  );
}

/** Negative stock is a company-wide switch, saved as soon as it is flipped. */
function NegativeStockSwitch({ config }: { config: CompanyConfig }) {
  const { t } = useTranslation('config');
  const save = useSaveCompanyConfig();
  const { notifySuccess, notifyError } = useToasts('config');
  return (
    <Card withBorder padding="lg">
      <Switch
        label={t('company.field.allowNegativeStock')}
        description={t('company.allowNegativeStock-hint')}
        checked={config.allowNegativeStock}
        disabled={save.isPending}
        onChange={(event) => {
          const allowNegativeStock = event.currentTarget.checked;
          save.mutate(
            { ...inputOf(config), allowNegativeStock },
            { onSuccess: () => notifySuccess(t('company.saved')), onError: (err) => notifyError(err, t('company.resource')) },
          );
        }}
        data-testid="company-negative-stock"
      />
    </Card>
  );
}

/** /config/config: the company's data in two cards, each edited in its own modal. */
export function CompanyPage() {
  const { t } = useTranslation('config');
  const query = useCompanyConfig();
  const dialog = useDialog<CompanySection>();
  const config = query.data;

  return (
    <Stack gap="md">
      <ConfigHeader title={t('company.title')} />
      {query.isError && <FormError error={errorText(t, query.error)} />}
      {!config ? (
        query.isPending && (
          <Center h={160}>
            <Loader size="sm" aria-label={t('loading', { ns: 'ui' })} />
          </Center>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SectionCard title={t('company.details')} onEdit={() => dialog.open('details')} testId="company-details">
              <Rows
                rows={[
                  [t('company.field.naziv'), config.naziv],
                  [t('company.field.nazivCyr'), config.nazivCyr],
                  [t('company.field.pib'), config.pib],
                  [t('company.field.maticniBroj'), config.maticniBroj],
                  [t('company.field.isPdv'), t(config.isPdv ? 'yes' : 'no')],
                  [t('company.field.banka'), config.banka],
                  [t('company.field.tracun'), config.tracun ? formatAccount(config.tracun) : ''],
                ]}
              />
            </SectionCard>
            <SectionCard title={t('company.contact')} onEdit={() => dialog.open('contact')} testId="company-contact">
              <Rows
                rows={[
                  [t('company.field.address.street'), config.address.street],
                  [t('company.field.address.city'), [config.address.postcode, config.address.city].filter(Boolean).join(' ')],
                  [t('company.field.contact.name'), config.contact.name],
                  [t('company.field.contact.phone'), config.contact.phone],
                  [t('company.field.contact.email'), config.contact.email],
                ]}
              />
            </SectionCard>
          </SimpleGrid>
          <NegativeStockSwitch config={config} />
          <Text size="xs" c="dimmed">
            {t('company.note')}
          </Text>
          <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.value === 'contact' ? t('company.contact') : t('company.details')} size="lg">
            {dialog.value && <CompanyForm key={dialog.key} config={config} section={dialog.value} onDone={dialog.close} onCancel={dialog.close} />}
          </FormModal>
        </>
      )}
    </Stack>
  );
}
