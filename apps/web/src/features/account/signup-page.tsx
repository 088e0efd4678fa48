import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/error-text';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { AccountCard, AccountLoader, BackToLogin } from './account-card';
import { InvalidLink } from './invalid-link';
import { NewPasswordFields } from './new-password-fields';
import { signupForm } from './password-schema';
import { publicAccountApi, type SignupInfo } from './public-api';
import { useLinkUuid } from './use-link-uuid';

function SignupForm({ uuid, info }: { uuid: string; info: SignupInfo }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { notifySuccess } = useToasts('account');
  const { form, formProps, generalError, submitting } = useSchemaForm(
    signupForm,
    { firstName: info.firstName, lastName: info.lastName, password: '', passwordConfirm: '' },
    {
      ns: 'account',
      onSubmit: async (values) => {
        await publicAccountApi.signup(uuid, values);
        notifySuccess(t('signup.done'));
        void navigate('/login', { replace: true });
      },
    },
  );
  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text size="sm" data-testid="signup-invitation">
          {t('signup.invitation', { company: info.companyName, email: info.email })}
        </Text>
        <FormError error={generalError} />
        <Group grow align="flex-start">
          <TextInput label={t('field.firstName')} autoComplete="given-name" autoFocus {...form.getInputProps('firstName')} data-testid="signup-first-name" />
          <TextInput label={t('field.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} data-testid="signup-last-name" />
        </Group>
        <NewPasswordFields form={form} prefix="signup" />
        <Button type="submit" loading={submitting} data-testid="signup-submit">
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** An expired invitation can be sent again to the same address (the server decides whether it may). */
function ResendInvitation({ uuid }: { uuid: string }) {
  const { t } = useTranslation('account');
  const resend = useMutation({ mutationFn: () => publicAccountApi.resendSignup(uuid) });
  if (resend.isSuccess) {
    return (
      <Alert color="teal" role="status" data-testid="signup-resent">
        {t('signup.resent')}
      </Alert>
    );
  }
  const failed = resend.error;
  return (
    <Stack gap="sm">
      {failed && (
        <Alert color={failed instanceof ApiError && failed.status === 409 ? 'blue' : 'red'} role="alert">
          {failed instanceof ApiError && failed.status === 404 ? t('signup.cannot-resend') : errorText(t, failed)}
        </Alert>
      )}
      {!failed && (
        <Button variant="light" onClick={() => resend.mutate()} loading={resend.isPending} data-testid="signup-resend">
          {t('signup.resend')}
        </Button>
      )}
    </Stack>
  );
}

/** /signup?uuid=: an invitation's details, the user's names and first password; success → login. */
export function SignupPage() {
  const { t } = useTranslation('account');
  const uuid = useLinkUuid();
  const info = useQuery({ queryKey: ['auth', 'signup', uuid], queryFn: () => publicAccountApi.signupInfo(uuid), enabled: uuid !== '', retry: false, staleTime: Infinity });
  return (
    <AccountCard title={t('signup.title')} testId="signup-page">
      {uuid === '' || info.isError ? (
        <InvalidLink error={info.error}>{uuid !== '' && <ResendInvitation uuid={uuid} />}</InvalidLink>
      ) : info.data ? (
        <SignupForm uuid={uuid} info={info.data} />
      ) : (
        <AccountLoader />
      )}
      <BackToLogin />
    </AccountCard>
  );
}
