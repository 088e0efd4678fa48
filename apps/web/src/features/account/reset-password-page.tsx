import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { AccountCard, AccountLoader, BackToLogin } from './account-card';
import { InvalidLink } from './invalid-link';
import { NewPasswordFields } from './new-password-fields';
import { resetPasswordForm } from './password-schema';
import { publicAccountApi } from './public-api';
import { useLinkUuid } from './use-link-uuid';

function ResetForm({ uuid, email }: { uuid: string; email: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { notifySuccess } = useToasts('account');
  const { form, formProps, generalError, submitting } = useSchemaForm(
    resetPasswordForm,
    { password: '', passwordConfirm: '' },
    {
      ns: 'account',
      onSubmit: async ({ password }) => {
        await publicAccountApi.resetPassword(uuid, password);
        notifySuccess(t('reset.done'));
        void navigate('/login', { replace: true });
      },
    },
  );
  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text size="sm">{t('reset.for', { email })}</Text>
        <FormError error={generalError} />
        <NewPasswordFields form={form} prefix="reset" autoFocus />
        <Button type="submit" loading={submitting} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /reset-password?uuid=: checks the link, then takes the new password twice; success → login. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const uuid = useLinkUuid();
  const info = useQuery({ queryKey: ['auth', 'reset-password', uuid], queryFn: () => publicAccountApi.resetInfo(uuid), enabled: uuid !== '', retry: false, staleTime: Infinity });
  return (
    <AccountCard title={t('reset.title')} testId="reset-page">
      {uuid === '' || info.isError ? (
        <InvalidLink error={info.error}>
          <Button component={Link} to="/zaboravljena-lozinka" variant="light" data-testid="reset-new-link">
            {t('reset.newLink')}
          </Button>
        </InvalidLink>
      ) : info.data ? (
        <ResetForm uuid={uuid} email={info.data.email} />
      ) : (
        <AccountLoader />
      )}
      <BackToLogin />
    </AccountCard>
  );
}
