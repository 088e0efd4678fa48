import { Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { APP_VERSION } from '../brand';
import type { MenuGroup } from '../menu-routes';
import { breakpointsPx } from '../theme';

/** docs/domain.md#screens-and-routes: 80% wide on mobile, 60% on tablet, 400 px otherwise. */
function useDrawerSize(): string {
  const mobile = useMediaQuery(`(max-width: ${breakpointsPx.sm - 0.02}px)`, false);
  const tablet = useMediaQuery(`(max-width: ${breakpointsPx.md - 0.02}px)`, false);
  if (mobile) return '80%';
  if (tablet) return '60%';
  return '400px';
}

export function SideMenu({ opened, onClose, groups, title }: { opened: boolean; onClose: () => void; groups: MenuGroup[]; title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isSuper, signOut } = useSession();
  const size = useDrawerSize();
  const link = (to: string, label: string) => (
    <NavLink key={to} component={Link} to={to} label={label} active={pathname === to} onClick={onClose} />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={size}
      title={<Text fw={700}>{title}</Text>}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="xs" justify="space-between" mih="calc(100vh - 100px)">
        <nav aria-label={t('nav.menu')}>
          {link('/', t('nav.home'))}
          {groups.map((group) => (
            <NavLink key={group.key} label={t(`menu.group.${group.key}`)} defaultOpened={group.items.some((i) => i.path === pathname)} childrenOffset={16}>
              {group.items.map((item) => link(item.path, t(`menu.item.${item.key}`)))}
            </NavLink>
          ))}
          {isSuper && link('/app-settings', t('nav.appSettings'))}
          <NavLink
            component="button"
            label={t('nav.logout')}
            c="red"
            onClick={() => {
              onClose();
              void signOut();
              void navigate('/');
            }}
          />
        </nav>
        <Text size="xs" c="dimmed" ta="center">
          {t('app.version', { version: APP_VERSION })}
        </Text>
      </Stack>
    </Drawer>
  );
}
