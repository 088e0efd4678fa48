import { Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { PageFailed } from '../../shared/ui/page-state';
import { useCashDesks, useCreateCashDesk } from './api';

/**
 * /blagajne: the company's cash desks (name, currency, account) and a new one: an empty account
 * takes the currency's (243 for dinars, 246 for a foreign currency, or its first analytic).
 */
export function CashDesksPage() {
  const { t } = useTranslation('accounts');
  const { t: te } = useTranslation('documents');
  const desks = useCashDesks();
  const create = useCreateCashDesk();
  const [values, setValues] = useState({ naziv: '', valuta: 'RSD', konto: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (desks.isError) return <PageFailed error={desks.error} />;
  const save = () =>
    create.mutate(
      { naziv: values.naziv, valuta: values.valuta.trim().toUpperCase(), konto: values.konto.trim() || null },
      {
        onSuccess: () => {
          setValues({ naziv: '', valuta: 'RSD', konto: '' });
          setErrors({});
        },
        onError: (error) => setErrors(error instanceof ApiError ? Object.fromEntries(Object.entries(error.errors ?? {}).map(([k, v]) => [k, te(v)])) : {}),
      },
    );
  const field = (name: 'naziv' | 'valuta' | 'konto', w: number) => (
    <TextInput
      label={t(`cash.field.${name}`)}
      value={values[name]}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: next }));
      }}
      error={errors[name]}
      w={w}
      data-testid={`cash-desk-${name}`}
    />
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('cash.desks.title')}
      </Title>
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped data-testid="cash-desks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cash.field.naziv')}</Table.Th>
              <Table.Th>{t('cash.field.valuta')}</Table.Th>
              <Table.Th>{t('cash.field.konto')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(desks.data ?? []).map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.naziv}</Table.Td>
                <Table.Td>{d.valuta}</Table.Td>
                <Table.Td>{d.konto}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {field('naziv', 260)}
        {field('valuta', 90)}
        {field('konto', 120)}
        <Button onClick={save} loading={create.isPending} disabled={!values.naziv.trim()} data-testid="cash-desk-save">
          {t('cash.desks.add')}
        </Button>
      </Group>
    </Stack>
  );
}
