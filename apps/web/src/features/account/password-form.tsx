import { PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useChangePassword } from './api';
import { changePasswordForm } from './password-schema';

const empty = { currentPassword: '', newPassword: '', passwordConfirm: '' };

/** The current password and the new one twice; both travel encrypted with one one-time value. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { notifySuccess } = useToasts('account');

  const { form, formProps, generalError, submitting } = useSchemaForm(changePasswordForm, empty, {
    ns: 'account',
    onSubmit: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      notifySuccess(t('password.saved'));
      form.setValues(empty);
      form.resetDirty(empty);
    },
  });

  return (
    <form {...formProps} data-testid="password-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <PasswordInput
          label={t('field.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          data-testid="password-current"
        />
        <PasswordInput label={t('field.newPassword')} withAsterisk autoComplete="new-password" {...form.getInputProps('newPassword')} data-testid="password-new" />
        <PasswordInput
          label={t('field.passwordConfirm')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('passwordConfirm')}
          data-testid="password-confirm"
        />
        <Text size="xs" c="dimmed">
          {t('password.rule', { min: PASSWORD_MIN_LENGTH })}
        </Text>
        <FormActions onCancel={() => form.setValues(empty)} submitting={submitting} saveTestId="password-save" />
      </Stack>
    </form>
  );
}
