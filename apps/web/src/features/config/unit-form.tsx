import { Select, Stack, TextInput } from '@mantine/core';
import { unitMainInput, type UnitMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { sefUnitName, units, useSefUnits } from './resources';

interface UnitFormProps {
  unit: UnitMain | null;
  onDone: () => void;
  onCancel: () => void;
}

/** A unit's code and name, and the SEF unit (UN/ECE Rec. 20) chosen from SEF's list. */
export function UnitForm({ unit, onDone, onCancel }: UnitFormProps) {
  const { t, i18n } = useTranslation('config');
  const save = units.useSave();
  const remove = units.useRemove();
  const sef = useSefUnits();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    unitMainInput,
    { code: unit?.code ?? '', name: unit?.name ?? '', sefCode: unit?.sefCode ?? 'H87' },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: unit?.id, body });
            notifySuccess(t('units.saved'));
            onDone();
          },
          notifyError,
          t('units.resource'),
        ),
    },
  );

  const askDelete = (target: UnitMain) =>
    confirmDelete({
      title: t('units.delete.title'),
      body: t('units.delete.body', { name: target.name }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('units.deleted'),
      resource: t('units.resource'),
      onDone,
    });

  return (
    <form {...formProps} data-testid="unit-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('units.field.code')} withAsterisk data-autofocus {...form.getInputProps('code')} data-testid="unit-code" />
        <TextInput label={t('units.field.name')} withAsterisk {...form.getInputProps('name')} data-testid="unit-name" />
        <Select
          label={t('units.field.sefCode')}
          description={t('units.sefHint')}
          withAsterisk
          searchable
          allowDeselect={false}
          data={(sef.data ?? []).map((u) => ({ value: u.code, label: `${u.code} – ${sefUnitName(u, i18n.language)}` }))}
          {...form.getInputProps('sefCode')}
          data-testid="unit-sef-code"
        />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="unit-save"
          delete={unit && { onDelete: () => askDelete(unit), testId: 'unit-delete' }}
        />
      </Stack>
    </form>
  );
}
