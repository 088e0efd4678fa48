import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { KomMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { isFlag, taxFields, taxLabelKey } from './client-values';
import { useCountryName } from './countries';

/** One read-only value under its label; an empty value shows a dash. */
export function ViewField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

export function ClientDetailsView({ client }: { client: KomMain }) {
  const { t } = useTranslation('clients');
  const country = useCountryName();
  const text = (field: keyof KomMain) => <ViewField key={field} label={t(`field.${field}`)} value={String(client[field] ?? '')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <ViewField label={t('field.vKom')} value={t(`v-kom.${client.vKom}`)} />
      {text('sifra')}
      {text('intNaziv')}
      {text('naziv')}
      <ViewField label={t('field.drzava')} value={country(client.drzava)} testId="client-view-drzava" />
      <ViewField label={t('column.place')} value={[client.postcode, client.mesto].filter(Boolean).join(' ')} />
      {text('adresa')}
      {text('telefon')}
      {text('mobilni')}
      {text('email')}
      {text('web')}
      {text('gln')}
      <ViewField label={t('field.rokPlacanjaDana')} value={t('term.days', { count: client.rokPlacanjaDana })} testId="client-view-rokPlacanjaDana" />
    </SimpleGrid>
  );
}

export function ClientTaxView({ client }: { client: KomMain }) {
  const { t } = useTranslation('clients');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" data-testid="client-tax-view" data-type={client.vKom}>
      {taxFields(client).map((field) => (
        <ViewField
          key={field}
          label={t(taxLabelKey(field, client))}
          value={isFlag(field) ? t(client[field] ? 'flag.yes' : 'flag.no') : client[field]}
          testId={`client-view-${field}`}
        />
      ))}
    </SimpleGrid>
  );
}
