import { Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { magMainInput, vPromet, type MagMain, type VPromet } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { warehouses } from './resources';

interface WarehouseFormProps {
  warehouse: MagMain | null;
  onDone: () => void;
  onCancel: () => void;
}

export function WarehouseForm({ warehouse, onDone, onCancel }: WarehouseFormProps) {
  const { t } = useTranslation('config');
  const save = warehouses.useSave();
  const remove = warehouses.useRemove();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');
  const config = useAppConfigObject();
  const initialType: VPromet = warehouse?.vPromet ?? config.data?.defaults.vPromet ?? 'vp';

  const { form, formProps, generalError, submitting } = useSchemaForm(
    magMainInput,
    {
      sifra: warehouse?.sifra ?? '',
      magNaziv: warehouse?.magNaziv ?? '',
      vPromet: initialType,
      kepuMesto: warehouse?.kepuMesto ?? '',
      mesto: warehouse?.mesto ?? '',
      opis: warehouse?.opis ?? '',
      isDefault: warehouse?.isDefault ?? false,
      konto: warehouse?.konto ?? '',
    },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: warehouse?.id, body });
            notifySuccess(t('warehouses.saved'));
            onDone();
          },
          notifyError,
          t('warehouses.resource'),
        ),
    },
  );

  const askDelete = (target: MagMain) =>
    confirmDelete({
      title: t('warehouses.delete.title'),
      body: t('warehouses.delete.body', { name: target.magNaziv }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('warehouses.deleted'),
      resource: t('warehouses.resource'),
      onDone,
    });

  return (
    <form {...formProps} data-testid="warehouse-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <Group grow align="flex-start">
          <TextInput label={t('warehouses.field.sifra')} withAsterisk data-autofocus {...form.getInputProps('sifra')} data-testid="warehouse-sifra" />
          <Select
            label={t('warehouses.field.vPromet')}
            withAsterisk
            allowDeselect={false}
            data={vPromet.map((value) => ({ value, label: t(`vPromet.${value}`) }))}
            {...form.getInputProps('vPromet')}
            data-testid="warehouse-vpromet"
          />
        </Group>
        <TextInput label={t('warehouses.field.magNaziv')} withAsterisk {...form.getInputProps('magNaziv')} data-testid="warehouse-naziv" />
        <Group grow align="flex-start">
          <TextInput label={t('warehouses.field.mesto')} {...form.getInputProps('mesto')} />
          <TextInput label={t('warehouses.field.kepuMesto')} {...form.getInputProps('kepuMesto')} />
        </Group>
        <TextInput
          label={t('warehouses.field.konto')}
          description={t('warehouses.field.kontoHint')}
          inputMode="numeric"
          {...form.getInputProps('konto')}
          data-testid="warehouse-konto"
        />
        <Textarea label={t('warehouses.field.opis')} autosize minRows={2} {...form.getInputProps('opis')} />
        <Checkbox label={t('warehouses.field.isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} data-testid="warehouse-default" />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="warehouse-save"
          delete={warehouse && { onDelete: () => askDelete(warehouse), testId: 'warehouse-delete' }}
        />
      </Stack>
    </form>
  );
}
