import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuRoutes } from '../../app/menu-routes';
import { EXPIRED_MARKER } from '../../shared/auth/session-keeper';
import { useSession } from '../../shared/auth/use-session';
import { homeCards } from './home-cards';
import { SefDueSoon } from '../sef-purchases';
import { ToAcceptPanel } from '../vat-2027';

/** Shown after a 401 sent the user home with the expiry marker; closing it drops the marker. */
function ExpiredNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (params.get(EXPIRED_MARKER) !== '1') return null;
  return (
    <Alert color="orange" withCloseButton onClose={() => setParams({}, { replace: true })} role="alert">
      {t('error.session.expired')}
    </Alert>
  );
}

function Welcome() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('home.welcome')}</Title>
      <Button component={Link} to="/login" size="md">
        {t('home.loginLink')}
      </Button>
    </Stack>
  );
}

function Cards() {
  const { t } = useTranslation();
  return (
    <>
      {/* The page's title for screen readers; the cards' titles are enough for the eye. */}
      <Title order={1} className="visually-hidden">
        {t('nav.home')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {homeCards.map((card) => {
          const links = card.links.flatMap((key) => {
            const path = menuRoutes[key];
            return path ? [{ key, path }] : [];
          });
          return (
            <Card key={card.key} withBorder padding="lg" data-card={card.key}>
              <Title order={2} size="h4">
                {t(`home.cards.${card.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" mt={4} mb="sm">
                {t(`home.cards.${card.key}.description`)}
              </Text>
              {links.length > 0 ? (
                <Stack gap={4}>
                  {links.map((link) => (
                    <Anchor key={link.key} component={Link} to={link.path} size="sm">
                      {t(`menu.item.${link.key}`)}
                    </Anchor>
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  {t('home.soon')}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}

export function HomePage() {
  const { isAuthenticated } = useSession();
  return (
    <Stack gap="md">
      <ExpiredNotice />
      {isAuthenticated && <ToAcceptPanel />}
      {isAuthenticated && <SefDueSoon />}
      {isAuthenticated ? <Cards /> : <Welcome />}
    </Stack>
  );
}
