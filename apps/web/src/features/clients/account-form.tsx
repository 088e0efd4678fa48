import { Checkbox, Stack, TextInput } from '@mantine/core';
import { komTracunInput } from '@knjige/contract';
import { formatAccount } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteKomTracun, useSaveKomTracun, type KomTracun } from './api';
import { fieldError } from '../../shared/form/field-error';

export interface AccountFormProps {
  komId: number;
  /** The account to edit; null for a new one. */
  account: KomTracun | null;
  /** A client's first account is its default one. */
  isFirst: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function AccountForm({ komId, account, isFirst, onDone, onCancel }: AccountFormProps) {
  const { t } = useTranslation('clients');
  const save = useSaveKomTracun();
  const remove = useDeleteKomTracun();
  const { notifySuccess } = useToasts('clients');
  const confirmDelete = useConfirmedDelete('clients');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    komTracunInput,
    {
      komId,
      // Stored as 18 digits; edited in the short form people write (840-955845-10).
      tracun: account ? formatAccount(account.tracun) : '',
      banka: account?.banka ?? '',
      isDefault: account?.isDefault ?? isFirst,
    },
    {
      ns: 'clients',
      onSubmit: async (body) => {
        await save.mutateAsync({ id: account?.id, body });
        notifySuccess(t('account.saved'));
        onDone();
      },
    },
  );

  const askDelete = (target: KomTracun) =>
    confirmDelete({
      title: t('account.delete.title'),
      body: t('account.delete.body', { account: formatAccount(target.tracun) }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('account.deleted'),
      resource: t('account.resource'),
      onDone,
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        {/* komId has no input: a 422 on it (the client is gone) is shown above the fields. */}
        <FormError error={generalError ?? fieldError(form, 'komId')} />
        <TextInput
          label={t('account.field.tracun')}
          description={t('account.hint')}
          withAsterisk
          data-autofocus
          inputMode="numeric"
          {...form.getInputProps('tracun')}
          data-testid="account-tracun"
        />
        <TextInput label={t('account.field.banka')} withAsterisk {...form.getInputProps('banka')} data-testid="account-banka" />
        <Checkbox label={t('account.field.isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} data-testid="account-default" />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="account-save"
          delete={account && { onDelete: () => askDelete(account), testId: 'account-delete' }}
        />
      </Stack>
    </form>
  );
}
