import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The user menu's link to the own profile (every role). */
export function ProfileMenuItem() {
  const { t } = useTranslation('account');
  return (
    <Menu.Item component={Link} to="/config/profil" data-testid="user-menu-profile">
      {t('profile.menu')}
    </Menu.Item>
  );
}
