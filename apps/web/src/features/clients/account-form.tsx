import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { komTracunInput } from '@knjige/contract';
import { formatAccount } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteKomTracun, useSaveKomTracun, type KomTracun } from './api';

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
  const { notifySuccess, notifyError } = useToasts('clients');
  const confirmAction = useConfirmAction();

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
    confirmAction({
      title: t('account.delete.title'),
      body: t('account.delete.body', { account: formatAccount(target.tracun) }),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(target.id);
          notifySuccess(t('account.deleted'));
          onDone();
        } catch (err) {
          notifyError(err, t('account.resource'));
        }
      },
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        {/* komId has no input: a 422 on it (the client is gone) is shown above the fields. */}
        <FormError error={generalError ?? (form.getInputProps('komId').error as string | undefined)} />
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
        <Group justify="space-between" mt="sm">
          <div>
            {account && (
              <Button variant="light" color="red" onClick={() => askDelete(account)} data-testid="account-delete">
                {t('form.delete', { ns: 'ui' })}
              </Button>
            )}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel', { ns: 'ui' })}
            </Button>
            <Button type="submit" loading={submitting} data-testid="account-save">
              {t('form.save', { ns: 'ui' })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
