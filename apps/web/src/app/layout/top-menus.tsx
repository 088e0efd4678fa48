import { Fragment } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../menu-routes';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** One dropdown per menu group (wide screens; the side menu has the same entries). */
export function TopMenus({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label={t('nav.menu')}>
      {groups.map((group) => (
        <Menu key={group.key} position="bottom-start" withinPortal trigger="click-hover" openDelay={80} closeDelay={150}>
          <Menu.Target>
            <Button variant="subtle" color="gray" size="compact-sm" rightSection={<Chevron />}>
              {t(`menu.group.${group.key}`)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {group.items.map((item) => (
              <Fragment key={item.key}>
                <Menu.Item component={Link} to={item.path}>
                  {t(`menu.item.${item.key}`)}
                </Menu.Item>
                {item.separator && <Menu.Divider />}
              </Fragment>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
