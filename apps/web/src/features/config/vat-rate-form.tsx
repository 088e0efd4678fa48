import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { artPdvInput, type ArtPdv } from '@knjige/contract';
import { taxCategories, type TaxCategory } from '@knjige/domain';
import { ExemptionField } from '../../shared/ui/exemption-field';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { ScaledInput } from '../../shared/ui/scaled-input';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { vatRates } from './resources';
import { fieldError } from '../../shared/form/field-error';

interface VatRateFormProps {
  rate: ArtPdv | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The rate is typed as a percent with up to 2 decimals ("20", "10,5") and kept in hundredths. */
export function VatRateForm({ rate, onDone, onCancel }: VatRateFormProps) {
  const { t } = useTranslation('config');
  const save = vatRates.useSave();
  const { notifySuccess, notifyError } = useToasts('config');

  const initial: { opis: string; stopa: number | null; isDefault: boolean; kategorija: TaxCategory; izuzece: string | null } = {
    opis: rate?.opis ?? '',
    stopa: rate?.stopa ?? null,
    isDefault: rate?.isDefault ?? false,
    kategorija: rate?.kategorija ?? 'S',
    izuzece: rate?.izuzece ?? null,
  };
  const { form, formProps, generalError, submitting } = useSchemaForm(
    artPdvInput,
    initial,
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: rate?.id, body });
            notifySuccess(t('vatRates.saved'));
            onDone();
          },
          notifyError,
          t('vatRates.resource'),
        ),
    },
  );
  const stopa = form.getInputProps('stopa');

  return (
    <form {...formProps} data-testid="vat-rate-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('vatRates.field.opis')} withAsterisk data-autofocus {...form.getInputProps('opis')} data-testid="vat-rate-opis" />
        <ScaledInput
          scale={2}
          label={t('vatRates.field.stopa')}
          withAsterisk
          rightSection="%"
          {...stopa}
          value={form.values.stopa}
          onChange={(value) => form.setFieldValue('stopa', value)}
          data-testid="vat-rate-stopa"
        />
        {/* the SEF category and, for a 0 % rate, the exemption reason; the right to deduct follows from the category */}
        <Select
          label={t('vatRates.field.kategorija')}
          allowDeselect={false}
          data={taxCategories.map((k) => ({ value: k, label: t(`vatRates.option.kategorija.${k}`) }))}
          {...form.getInputProps('kategorija')}
          onChange={(next) => {
            const kategorija = taxCategories.find((k) => k === next) ?? 'S';
            form.setFieldValue('kategorija', kategorija);
            if (kategorija === 'S') form.setFieldValue('izuzece', null);
          }}
          data-testid="vat-rate-kategorija"
        />
        {form.values.kategorija !== 'S' && (
          <ExemptionField
            kategorija={form.values.kategorija}
            value={form.values.izuzece}
            onChange={(code) => form.setFieldValue('izuzece', code || null)}
            label={t('vatRates.field.izuzece')}
            error={fieldError(form, 'izuzece')}
            testId="vat-rate-izuzece"
          />
        )}
        <Checkbox label={t('vatRates.field.isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} data-testid="vat-rate-default" />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="vat-rate-save" />
      </Stack>
    </form>
  );
}
