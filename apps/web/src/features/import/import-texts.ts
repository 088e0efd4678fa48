import type { ImportKind } from '@knjige/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../shared/i18n/error-text';

/** The feature namespace whose field error texts (e.g. 'error.intSifra.unique') a kind's rows reuse. */
const featureNs: Record<ImportKind, string> = { 'art-main': 'articles', 'kom-main': 'clients', 'doc-trn': 'documents', 'osnovna-sredstva': 'fixedAssets' };

/** Where each kind's list lives, and the menu entry naming it. */
export const listOf: Record<ImportKind, { path: string; menuKey: string }> = {
  'art-main': { path: '/artikli', menuKey: 'artikli' },
  'kom-main': { path: '/klijenti', menuKey: 'klijenti' },
  'doc-trn': { path: '/platni-promet', menuKey: 'platni-promet' },
  'osnovna-sredstva': { path: '/osnovna-sredstva', menuKey: 'osnovna-sredstva' },
};

/**
 * Row checks report some errors under the schema's field, not the file's column: the VAT rate
 * found from the 'pdvStopa' column is `pdvId`.
 */
const columnOfError: Record<string, string> = { pdvId: 'pdvStopa', grpId: 'grupa', mera: 'meraCode' };
export const errorColumn = (field: string): string => columnOfError[field] ?? field;

export interface ImportTexts {
  t: TFunction;
  /** The label of an import field ('intSifra' → 'Šifra'). */
  fieldLabel: (field: string) => string;
  /** The text of an error key, searched in the import, feature, common and ui catalogs. */
  errorText: (key: string) => string;
}

/** Texts of one import kind, following the interface language. */
export function useImportTexts(kind: ImportKind): ImportTexts {
  const { t, i18n } = useTranslation(['import', featureNs[kind]]);
  const language = i18n.language;
  return useMemo(() => {
    // A fixed t over several namespaces searches them in order (a hook's t only searches its first).
    const all = i18n.getFixedT(language, ['import', featureNs[kind], 'common', 'ui']);
    return {
      t,
      fieldLabel: (field) => t(`field.${kind}.${field}`, { defaultValue: field }),
      errorText: (key) => fieldErrorText(all, key) ?? key,
    };
  }, [i18n, language, kind, t]);
}
