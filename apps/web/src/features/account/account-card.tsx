import { Anchor, Center, Container, Group, Loader, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The frame of the public account pages: a narrow card like the login page's. */
export function AccountCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" data-testid={testId}>
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}

export function AccountLoader() {
  const { t } = useTranslation('ui');
  return (
    <Center h={120}>
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}

/** Back to the login page, under a public account form. */
export function BackToLogin() {
  const { t } = useTranslation('account');
  return (
    <Group justify="center" mt="md">
      <Anchor component={Link} to="/login" size="sm" data-testid="back-to-login">
        {t('public.backToLogin')}
      </Anchor>
    </Group>
  );
}
