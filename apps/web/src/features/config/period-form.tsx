import { Group, Stack, TextInput } from '@mantine/core';
import { DateField } from '../../shared/form/date-field';
import { periodInput, type Period } from '@knjige/contract';
import { belgradeYear } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { periods } from './resources';

interface PeriodFormProps {
  period: Period | null;
  onDone: () => void;
  onCancel: () => void;
}

/** A new period starts as the current calendar year (in Belgrade). */
function currentYear(): { title: string; startDate: string; endDate: string } {
  const year = belgradeYear();
  return { title: String(year), startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** Title and dates; the status is changed by the list's close/reopen buttons and kept here. */
export function PeriodForm({ period, onDone, onCancel }: PeriodFormProps) {
  const { t } = useTranslation('config');
  const save = periods.useSave();
  const { notifySuccess, notifyError } = useToasts('config');
  const initial = period ? { title: period.title, startDate: period.startDate, endDate: period.endDate } : currentYear();

  const { form, formProps, generalError, submitting } = useSchemaForm(
    periodInput,
    { ...initial, status: period?.status ?? 'open' },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: period?.id, body });
            notifySuccess(t('periods.saved'));
            onDone();
          },
          notifyError,
          t('periods.resource'),
        ),
    },
  );
  const dateProps = (field: 'startDate' | 'endDate') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      value: form.values[field],
      onChange: (next: string) => form.setFieldValue(field, next),
      onUnreadable: () => form.setFieldError(field, `error.${field}.invalid`),
    };
  };

  return (
    <form {...formProps} data-testid="period-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('periods.field.title')} withAsterisk data-autofocus {...form.getInputProps('title')} data-testid="period-title" />
        <Group grow align="flex-start">
          <DateField label={t('periods.field.startDate')} withAsterisk {...dateProps('startDate')} data-testid="period-start" />
          <DateField label={t('periods.field.endDate')} withAsterisk {...dateProps('endDate')} data-testid="period-end" />
        </Group>
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="period-save" />
      </Stack>
    </form>
  );
}
