import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../shared/api/query-client';
import { i18n } from '../shared/i18n/i18n';
import type { Locale } from '../shared/i18n/language';

/** `ui` inside the app's own providers (theme, query client, modals, toasts) and a memory router. */
export async function renderApp(ui: ReactNode, options: { locale?: Locale; route?: string } = {}): Promise<RenderResult> {
  await i18n.changeLanguage(options.locale ?? 'sr-Latn');
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </Providers>,
  );
}
