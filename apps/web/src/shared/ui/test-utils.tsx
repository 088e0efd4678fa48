import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n';

/** What jsdom lacks and Mantine needs; matchMedia matches so mantine-datatable shows its cells. */
export function installDomShims(): void {
  if (!window.matchMedia || !('mantineShim' in window.matchMedia)) {
    const matchMedia = (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
    Object.assign(matchMedia, { mantineShim: true });
    Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.scrollTo ??= () => {};
}

/** Renders `ui` inside the app's providers (Mantine, modals, toasts, query client, router, i18n). */
export async function renderWithProviders(ui: ReactNode, options: { language?: 'sr-Latn' | 'en'; route?: string } = {}): Promise<RenderResult & { i18n: I18n; router: ReturnType<typeof createMemoryRouter> }> {
  installDomShims();
  // The app's own i18next set-up, so tests read the real catalogs with the real fallbacks.
  await i18n.changeLanguage(options.language ?? 'sr-Latn');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as the app's: a screen may block leaving (useBlocker); any path shows `ui`.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MantineProvider>
            <ModalsProvider>
              <Notifications />
              {ui}
            </ModalsProvider>
          </MantineProvider>
        ),
      },
    ],
    { initialEntries: [options.route ?? '/'] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { i18n, router });
}
