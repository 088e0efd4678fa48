import { Container, Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgottenPasswordLink } from '../account';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size={420} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Title order={1} size="h2" mb="lg">
          {t('login.heading')}
        </Title>
        <LoginForm onSuccess={() => void navigate('/', { replace: true })} />
        <ForgottenPasswordLink />
      </Paper>
    </Container>
  );
}
