import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../shared/ui/form-error';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { AccountCard, BackToLogin } from './account-card';
import { forgottenPasswordForm } from './password-schema';
import { publicAccountApi } from './public-api';

/**
 * /zaboravljena-lozinka: asks for a reset link. The answer is the same whether the address has an
 * account or not, so the page says only that a link was sent if the address is known.
 */
export function ForgottenPasswordPage() {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formProps, generalError, submitting } = useSchemaForm(
    forgottenPasswordForm,
    { email: '' },
    {
      ns: 'account',
      onSubmit: async ({ email }) => {
        await publicAccountApi.forgottenPassword(email);
        setSentTo(email);
      },
    },
  );

  return (
    <AccountCard title={t('forgotten.title')} testId="forgotten-page">
      {sentTo ? (
        <Alert color="teal" role="status" data-testid="forgotten-done">
          {t('forgotten.done', { email: sentTo })}
        </Alert>
      ) : (
        <form {...formProps}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('forgotten.intro')}
            </Text>
            <FormError error={generalError} />
            <TextInput
              label={t('field.email')}
              type="email"
              autoComplete="username"
              withAsterisk
              autoFocus
              {...form.getInputProps('email')}
              data-testid="forgotten-email"
            />
            <Button type="submit" loading={submitting} data-testid="forgotten-submit">
              {t('forgotten.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
