import { byNamespace } from './by-namespace';

/** Every sr-Cyrl catalog but 'common' (which ships with the shell): one chunk, loaded when first needed. */
export const catalogs = byNamespace(
  import.meta.glob<Record<string, unknown>>(['../../../locales/sr-Cyrl/*.json', '!../../../locales/sr-Cyrl/common.json'], { eager: true, import: 'default' }),
);
