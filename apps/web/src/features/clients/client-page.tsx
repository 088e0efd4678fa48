import { Anchor, Breadcrumbs, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { KomMain } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { usePeriod } from '../../shared/period/use-period';
import { PrintButton } from '../../shared/ui/print-button';
import { errorText } from '../../shared/i18n/error-text';
import { AccountsCard } from './accounts-card';
import { useKomMain } from './api';
import { CardHeader } from './card-header';
import { ClientEditForm } from './client-edit-form';
import { ClientDetailsView, ClientTaxView } from './client-view';
import { ContactsCard } from './contacts-card';

/** /klijenti/{komId}: details, tax and registry data, contacts and bank accounts of one client. */
export function ClientPage() {
  const { t } = useTranslation('clients');
  const komId = Number(useParams().komId);
  const valid = Number.isInteger(komId) && komId > 0;
  const query = useKomMain(valid ? komId : 0);
  const { periodId } = usePeriod();

  let body;
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <Text data-testid="client-not-found">{t('client.not-found')}</Text>;
  } else if (query.error) {
    body = (
      <Text c="red" role="alert">
        {errorText(t, query.error)}
      </Text>
    );
  } else if (!query.data) {
    body = (
      <Center h={200}>
        <Loader size="sm" aria-label={t('loading', { ns: 'ui' })} />
      </Center>
    );
  } else {
    body = <ClientCards client={query.data} />;
  }

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/klijenti" data-testid="client-breadcrumb-list">
          {t('clients.title')}
        </Anchor>
        <Text span>{query.data?.intNaziv ?? ''}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{query.data?.intNaziv ?? t('client.title')}</Title>
        {/* the client's open-items statement at today's date (or the period's end) */}
        {query.data && <PrintButton path={`/v1/rpt-kom/print/ios/${query.data.id}`} query={{ periodId }} label={t('print.ios', { ns: 'ui' })} data-testid="client-ios" />}
      </Group>
      {body}
    </Stack>
  );
}

function ClientCards({ client }: { client: KomMain }) {
  const { t } = useTranslation('clients');
  /** Which card's edit button opened the form; both cards are edited together. */
  const [editing, setEditing] = useState<'details' | 'tax' | null>(null);

  return (
    <Stack gap="md">
      {editing ? (
        <ClientEditForm key={client.id} client={client} focus={editing} onDone={() => setEditing(null)} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Card withBorder padding="lg" data-testid="client-details-card">
            <CardHeader title={t('card.details')}>
              <Button size="xs" variant="light" onClick={() => setEditing('details')} data-testid="client-edit">
                {t('client.edit')}
              </Button>
            </CardHeader>
            <ClientDetailsView client={client} />
          </Card>
          <Card withBorder padding="lg" data-testid="client-tax-card">
            <CardHeader title={t('card.tax')}>
              <Button size="xs" variant="light" onClick={() => setEditing('tax')} data-testid="client-tax-edit">
                {t('client.edit')}
              </Button>
            </CardHeader>
            <ClientTaxView client={client} />
          </Card>
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ContactsCard komId={client.id} />
        <AccountsCard komId={client.id} />
      </SimpleGrid>
    </Stack>
  );
}
