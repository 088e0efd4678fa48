import { byNamespace } from './by-namespace';

/** Every sr-Latn catalog but 'common' (which ships with the shell): one chunk, loaded when first needed. */
export const catalogs = byNamespace(
  import.meta.glob<Record<string, unknown>>(['../../../locales/sr-Latn/*.json', '!../../../locales/sr-Latn/common.json'], { eager: true, import: 'default' }),
);
