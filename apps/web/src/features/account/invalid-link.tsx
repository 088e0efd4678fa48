import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/error-text';

/**
 * Why a link cannot be used: unknown, used or expired links are one 404 (error.link.invalid);
 * anything else (no network) says what it is.
 */
export function InvalidLink({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const text = error === null || (error instanceof ApiError && error.status === 404) ? t('error.link.invalid') : errorText(t, error);
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" data-testid="link-invalid">
        {text}
      </Alert>
      {children}
    </Stack>
  );
}
