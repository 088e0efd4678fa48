import { version } from '../../package.json';

/** The brand and page title come from the build settings (VITE_APP_BRAND). */
export const BRAND = import.meta.env.VITE_APP_BRAND || 'Knjige';

/** Shown in the side menu (spec: 2.0.0), kept in one place: the web package's version. */
export const APP_VERSION: string = version;
