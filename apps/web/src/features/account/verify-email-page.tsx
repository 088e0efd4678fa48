import { Alert, Button, Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useSession } from '../../shared/auth/use-session';
import { errorText } from '../../shared/i18n/error-text';
import { AccountCard, AccountLoader } from './account-card';
import { accountKeys } from './api';
import { publicAccountApi } from './public-api';
import { useLinkUuid } from './use-link-uuid';

/**
 * /verify-email?uuid=: confirms a new sign-in address as soon as it opens. The call is a query
 * keyed by the link, so it runs once per page even when React renders twice.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const uuid = useLinkUuid();
  const client = useQueryClient();
  const { isAuthenticated } = useSession();
  const verify = useQuery({
    queryKey: ['auth', 'verify-email', uuid],
    queryFn: () => publicAccountApi.verifyEmail(uuid).then(() => true),
    enabled: uuid !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (verify.isSuccess) void client.invalidateQueries({ queryKey: accountKeys.profile });
  }, [verify.isSuccess, client]);

  const failure = uuid === '' || (verify.error instanceof ApiError && verify.error.status === 404) ? t('error.link.invalid') : verify.error ? errorText(t, verify.error) : null;
  return (
    <AccountCard title={t('verify.title')} testId="verify-page">
      {failure ? (
        <Alert color="red" role="alert" data-testid="verify-result" data-result="failed">
          {failure}
        </Alert>
      ) : verify.isSuccess ? (
        <Alert color="teal" role="status" data-testid="verify-result" data-result="confirmed">
          {t('verify.done')}
        </Alert>
      ) : (
        <AccountLoader />
      )}
      <Group justify="center" mt="md">
        <Button component={Link} to={isAuthenticated ? '/config/profil' : '/login'} variant="light" data-testid="verify-continue">
          {t(isAuthenticated ? 'verify.toProfile' : 'verify.toLogin')}
        </Button>
      </Group>
    </AccountCard>
  );
}
