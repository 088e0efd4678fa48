import { Select, Stack, TextInput } from '@mantine/core';
import { posMainInput } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { registers, warehouses, type PosMain } from './resources';

interface RegisterFormProps {
  register: PosMain | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Every warehouse fits on one page: a company has a handful. */
const ALL_WAREHOUSES = { page: 1, perPage: 200, search: '' };

export function RegisterForm({ register, onDone, onCancel }: RegisterFormProps) {
  const { t } = useTranslation('config');
  const save = registers.useSave();
  const remove = registers.useRemove();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');
  const stores = warehouses.useList(ALL_WAREHOUSES);
  // A register sells from a retail warehouse only.
  const retail = (stores.data?.data ?? []).filter((w) => w.vPromet === 'mp');

  const initial: { naziv: string; ibfm: string; magId: number | null } = { naziv: register?.naziv ?? '', ibfm: register?.ibfm ?? '', magId: register?.magId ?? null };
  const { form, formProps, generalError, submitting } = useSchemaForm(
    posMainInput,
    initial,
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: register?.id, body });
            notifySuccess(t('registers.saved'));
            onDone();
          },
          notifyError,
          t('registers.resource'),
        ),
    },
  );

  const askDelete = (target: PosMain) =>
    confirmDelete({
      title: t('registers.delete.title'),
      body: t('registers.delete.body', { name: target.naziv }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('registers.deleted'),
      resource: t('registers.resource'),
      onDone,
    });

  return (
    <form {...formProps} data-testid="register-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('registers.field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} data-testid="register-naziv" />
        <TextInput label={t('registers.field.ibfm')} withAsterisk {...form.getInputProps('ibfm')} data-testid="register-ibfm" />
        <Select
          label={t('registers.field.magId')}
          withAsterisk
          allowDeselect={false}
          nothingFoundMessage={t('registers.no-retail')}
          data={retail.map((w) => ({ value: String(w.id), label: `${w.magNaziv} (${w.sifra})` }))}
          {...form.getInputProps('magId')}
          value={form.values.magId === null ? null : String(form.values.magId)}
          onChange={(id) => form.setFieldValue('magId', id ? Number(id) : null)}
          data-testid="register-mag"
        />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="register-save"
          delete={register && { onDelete: () => askDelete(register), testId: 'register-delete' }}
        />
      </Stack>
    </form>
  );
}
