import { Alert, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useChangeEmail } from './api';
import { changeEmailForm } from './password-schema';

const empty = { email: '', password: '' };

/** A new sign-in address: a link goes to it, and the address changes when the link is followed. */
export function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const { notifySuccess } = useToasts('account');

  const { form, formProps, generalError, submitting } = useSchemaForm(changeEmailForm, empty, {
    ns: 'account',
    onSubmit: async (body) => {
      await change.mutateAsync(body);
      notifySuccess(t('email.sent', { email: body.email }));
      form.setValues(empty);
    },
  });

  return (
    <form {...formProps} data-testid="email-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        {profile.pendingEmail && (
          <Alert color="blue" data-testid="email-pending">
            {t('email.pending', { email: profile.pendingEmail })}
          </Alert>
        )}
        <TextInput label={t('field.currentEmail')} value={profile.email} readOnly variant="filled" data-testid="email-current" />
        <TextInput label={t('field.newEmail')} type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} data-testid="email-new" />
        <PasswordInput label={t('field.password')} withAsterisk autoComplete="current-password" {...form.getInputProps('password')} data-testid="email-password" />
        <FormActions onCancel={() => form.setValues(empty)} submitting={submitting} saveTestId="email-save" saveLabel={t('email.submit')} />
      </Stack>
    </form>
  );
}
