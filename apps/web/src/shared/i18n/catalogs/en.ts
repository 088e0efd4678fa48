import { byNamespace } from './by-namespace';

/** Every en catalog but 'common' (which ships with the shell): one chunk, loaded when first needed. */
export const catalogs = byNamespace(
  import.meta.glob<Record<string, unknown>>(['../../../locales/en/*.json', '!../../../locales/en/common.json'], { eager: true, import: 'default' }),
);
