import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Under the login form: the way to a reset link. */
export function ForgottenPasswordLink() {
  const { t } = useTranslation('account');
  return (
    <Group justify="center" mt="md">
      <Anchor component={Link} to="/zaboravljena-lozinka" size="sm" data-testid="forgotten-password-link">
        {t('forgotten.link')}
      </Anchor>
    </Group>
  );
}
