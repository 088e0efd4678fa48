import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/i18n/error-text';
import { FormError } from '../../shared/ui/form-error';
import { ConfigHeader } from '../../shared/ui/config-header';
import { useProfile } from './api';
import { CompaniesCard } from './companies-card';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /config/profil: every signed-in user's own name, language, password, sign-in address and companies. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const data = profile.data;
  return (
    <Stack gap="md">
      <ConfigHeader title={t('profile.title')}>
        {data && (
          <Text size="sm" c="dimmed">
            {data.email} · {t(`role.${data.role}`, { ns: 'common' })} · {data.companyName}
          </Text>
        )}
      </ConfigHeader>
      {profile.isError && <FormError error={errorText(t, profile.error)} />}
      {!data ? (
        profile.isPending && (
          <Center h={160}>
            <Loader size="sm" aria-label={t('loading', { ns: 'ui' })} />
          </Center>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          <Section title={t('profile.section')} testId="profile-card">
            <ProfileForm profile={data} />
          </Section>
          <Section title={t('password.section')} testId="password-card">
            <PasswordForm />
          </Section>
          <Section title={t('email.section')} testId="email-card">
            <EmailForm profile={data} />
          </Section>
          <Section title={t('companies.section')} testId="companies-card">
            <CompaniesCard />
          </Section>
        </SimpleGrid>
      )}
    </Stack>
  );
}
