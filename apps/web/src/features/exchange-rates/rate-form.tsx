import { Group, Select, Stack, Text } from '@mantine/core';
import { HOME_CURRENCY } from '@knjige/domain';
import { exchangeRateForm, type Currency } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../shared/form/date-field';
import { formatDate } from '../../shared/format';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { ScaledInput } from '../../shared/ui/scaled-input';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteRate, useSaveRate } from './api';
import { RATE_DECIMALS } from './rate-text';

export type RateFormValues = {
  valuta: string | null;
  datum: string;
  kurs: number | null;
};

export interface RateFormProps {
  /** the values to start from; `stored` when they are a rate already kept (its currency and date stay) */
  initial: RateFormValues;
  stored: boolean;
  currencies: Currency[];
  currencyLabel: (c: Currency) => string;
  onDone: () => void;
  onCancel: () => void;
}

/** A rate typed in by hand: dinars per ONE unit with up to six decimals (0,674555 for a yen; the NBS prints 67,4555 per 100). */
export function RateForm({ initial, stored, currencies, currencyLabel, onDone, onCancel }: RateFormProps) {
  const { t } = useTranslation('config');
  const save = useSaveRate();
  const remove = useDeleteRate();
  const { notifySuccess } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');

  const { form, formProps, generalError, submitting } = useSchemaForm(exchangeRateForm, initial, {
    ns: 'config',
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      notifySuccess(t('exchangeRates.saved'));
      onDone();
    },
  });

  const askDelete = () =>
    confirmDelete({
      title: t('exchangeRates.delete.title'),
      body: t('exchangeRates.delete.body', { valuta: initial.valuta ?? '', datum: formatDate(initial.datum) }),
      mutate: () => remove.mutateAsync({ valuta: initial.valuta ?? '', datum: initial.datum }),
      deletedText: t('exchangeRates.deleted'),
      resource: t('exchangeRates.resource'),
      onDone,
    });

  const foreign = currencies.filter((c) => c.code !== HOME_CURRENCY);
  return (
    <form {...formProps} data-testid="rate-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <Group grow align="flex-start">
          <Select
            label={t('exchangeRates.field.valuta')}
            withAsterisk
            searchable
            disabled={stored}
            data={foreign.map((c) => ({ value: c.code, label: currencyLabel(c) }))}
            {...form.getInputProps('valuta')}
            data-testid="rate-valuta"
          />
          <DateField
            label={t('exchangeRates.field.datum')}
            withAsterisk
            disabled={stored}
            {...form.getInputProps('datum')}
            value={form.values.datum}
            onChange={(value) => form.setFieldValue('datum', value)}
            onUnreadable={() => form.setFieldError('datum', 'error.datum.invalid')}
            data-testid="rate-datum"
          />
        </Group>
        <ScaledInput
          scale={RATE_DECIMALS}
          label={t('exchangeRates.field.kurs')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('kurs')}
          value={form.values.kurs}
          onChange={(value) => form.setFieldValue('kurs', value)}
          data-testid="rate-kurs"
        />
        <Text size="xs" c="dimmed">
          {t('exchangeRates.perUnit')}
        </Text>
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="rate-save" delete={stored ? { onDelete: askDelete, testId: 'rate-delete' } : undefined} />
      </Stack>
    </form>
  );
}
