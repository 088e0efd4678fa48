import type { AppConfig } from '../../platform/config';

/** The web app's pages a message links to (APP_URL is their base). */
export const links = (config: Pick<AppConfig, 'appUrl'>) => ({
  signup: (token: string) => `${config.appUrl}/signup?uuid=${encodeURIComponent(token)}`,
  reset: (token: string) => `${config.appUrl}/reset-password?uuid=${encodeURIComponent(token)}`,
  verify: (token: string) => `${config.appUrl}/verify-email?uuid=${encodeURIComponent(token)}`,
  login: () => `${config.appUrl}/login`,
});
export type Links = ReturnType<typeof links>;
