import { Suspense } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { PageLoader } from './page-loader';
import { MAIN_ID, SkipLink } from './skip-link';
import classes from './layout.module.css';

/** Signed-out frame: logo and a LOGIN link (not on /login itself). */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={classes.frame}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {pathname !== '/login' && (
              <Button component={Link} to="/login" variant="light" size="compact-md">
                {t('nav.login')}
              </Button>
            )}
          </Group>
        </Group>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </div>
  );
}
