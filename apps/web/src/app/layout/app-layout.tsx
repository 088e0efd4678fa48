import { Suspense, useEffect, useRef } from 'react';
import { Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { asLocale } from '../../shared/i18n/language';
import { useKeepPeriodValid } from '../../shared/period/use-period';
import { focusWhenReady, pageTitle } from '../../shared/ui/focus';
import { Shortcuts } from '../../shared/ui/shortcuts';
import { companyNameFor } from './company-name';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { PageLoader } from './page-loader';
import { PeriodSelect } from './period-select';
import { MAIN_ID, SkipLink } from './skip-link';
import { SideMenu } from './side-menu';
import { TopMenus } from './top-menus';
import { useMenu } from './use-menu';
import { UserMenu } from './user-menu';
import classes from './layout.module.css';

/**
 * A new page takes the focus to its title unless something on it took it already (a form's
 * first field), so the keyboard does not start again from the top bar.
 */
function useFocusTitleOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusWhenReady(pageTitle, { whenLost: true });
  }, [pathname]);
}

/** Signed-in frame: company, period, menus, user menu; a side menu behind the burger; footer. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const groups = useMenu();
  useKeepPeriodValid();
  useFocusTitleOnNavigation();
  const company = companyNameFor(user, asLocale(i18n.language));
  return (
    <div className={classes.frame}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
          {/* The name keeps its width; the menus take what is left and move what does not fit into "more". */}
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Burger opened={opened} onClick={toggle} size="sm" aria-label={t('nav.menu')} aria-expanded={opened} aria-haspopup="dialog" />
            <Logo label={company} />
            <Box visibleFrom="md" miw={0} style={{ flex: 1 }}>
              <TopMenus groups={groups} />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Text size="sm" c="dimmed" visibleFrom="xs" data-topbar-part="period-label">
              {t('nav.period')}
            </Text>
            <PeriodSelect />
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </Box>
      <SideMenu opened={opened} onClose={close} groups={groups} title={company} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <Shortcuts />
    </div>
  );
}
