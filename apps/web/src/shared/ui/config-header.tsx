import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/use-session';

/** Title of a /config sub-page with the way back to the index (for those who may open it). */
export function ConfigHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('config');
  const { isAdmin } = useSession();
  return (
    <Stack gap={4}>
      {isAdmin && (
        <Breadcrumbs>
          <Anchor component={Link} to="/config" size="sm" data-testid="config-back">
            {t('index.title')}
          </Anchor>
          <Text size="sm">{title}</Text>
        </Breadcrumbs>
      )}
      <Title order={1} size="h2">{title}</Title>
      {children}
    </Stack>
  );
}
