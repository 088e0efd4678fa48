import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../shared/api/query-client';
import { sessionStore } from '../shared/auth/session-store';
import { asLocale, dayjsLocaleOf } from '../shared/i18n/language';
import { theme } from './theme';
import './app.css';

/** Toasts close by themselves after 2 s (docs/domain.md#constants). */
export const TOAST_AUTO_CLOSE_MS = 2000;

/** Another user or company means none of the cached answers are theirs. */
function useClearCacheOnUserChange(client: QueryClient): void {
  useEffect(() => {
    const identity = () => {
      const user = sessionStore.get()?.user;
      return user ? `${user.sub}@${user.companyId}` : '';
    };
    let last = identity();
    return sessionStore.subscribe(() => {
      const next = identity();
      if (next !== last) client.clear();
      last = next;
    });
  }, [client]);
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { i18n } = useTranslation();
  useClearCacheOnUserChange(client);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <DatesProvider settings={{ locale: dayjsLocaleOf[asLocale(i18n.language)], firstDayOfWeek: 1 }}>
          <ModalsProvider>
            <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
