import { lazy, Suspense } from 'react';
import { Avatar, Button, Menu, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { ProfileMenuItem } from '../../features/account/profile-menu-item';

// Only users of several companies need it: its code loads when the menu is first opened.
const CompanySwitcher = lazy(async () => ({ default: (await import('../../features/account/company-switcher')).CompanySwitcher }));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Name and role, Profile, App Settings for super admins, the company switcher (several companies), Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isSuper, signOut } = useSession();
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-md" px={4} aria-label={t('nav.userMenu')} data-topbar-part="user">
          <Avatar size={28} radius="xl" color="teal">
            {initials(user.name)}
          </Avatar>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {user.name}
          </Text>
          <Text size="xs">{user.email}</Text>
          <Text size="xs">{t(`role.${user.role}`)}</Text>
        </Menu.Label>
        <Menu.Divider />
        {/* The account texts load with the feature catalogs; the menu opens before they are needed. */}
        <Suspense fallback={null}>
          <ProfileMenuItem />
        </Suspense>
        {isSuper && (
          <Menu.Item component={Link} to="/app-settings" data-testid="user-menu-app-settings">
            {t('nav.appSettings')}
          </Menu.Item>
        )}
        <Suspense fallback={null}>
          <CompanySwitcher />
        </Suspense>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() => {
            void signOut();
            void navigate('/');
          }}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
