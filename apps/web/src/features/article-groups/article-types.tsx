import { Select, type SelectProps } from '@mantine/core';
import type { VArtikl } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { isOneOf } from '../../shared/one-of';

/**
 * The article types this company uses, from the app config ('v-artikl', pipe-separated, the first
 * being the default). `defaultType` is undefined until the config has loaded.
 */
export function useArticleTypes(): { types: VArtikl[]; defaultType: VArtikl | undefined } {
  const config = useAppConfigObject();
  return { types: config.data?.vArtikl ?? [], defaultType: config.data?.defaults.vArtikl };
}

/** A known type from the URL, else the default. */
export function pickArticleType(value: string | undefined, types: VArtikl[], defaultType: VArtikl | undefined): VArtikl | undefined {
  return isOneOf(types, value) ? value : defaultType;
}

export interface ArticleTypeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: VArtikl | undefined;
  onChange: (value: VArtikl) => void;
  types: VArtikl[];
}

/** The vArtikl selector of the article screens and forms. */
export function ArticleTypeSelect({ value, onChange, types, ...rest }: ArticleTypeSelectProps) {
  const { t } = useTranslation('articles');
  return (
    <Select
      label={t('v-artikl.label')}
      allowDeselect={false}
      {...rest}
      data={types.map((type) => ({ value: type, label: t(`v-artikl.${type}`) }))}
      value={value ?? null}
      onChange={(next) => isOneOf(types, next) && onChange(next)}
    />
  );
}
