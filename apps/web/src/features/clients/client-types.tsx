import { Select, type SelectProps } from '@mantine/core';
import type { VKom } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { isOneOf } from '../../shared/one-of';

/**
 * The client types this company uses, from the app config ('v-kom', pipe-separated, the first
 * being the default). `defaultType` is undefined until the config has loaded.
 */
export function useClientTypes(): { types: VKom[]; defaultType: VKom | undefined } {
  const config = useAppConfigObject();
  return { types: config.data?.vKom ?? [], defaultType: config.data?.defaults.vKom };
}

/** A known type from the URL, else the default. */
export function pickClientType(value: string | undefined, types: VKom[], defaultType: VKom | undefined): VKom | undefined {
  return isOneOf(types, value) ? value : defaultType;
}

export interface ClientTypeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: VKom | undefined;
  onChange: (value: VKom) => void;
  types: readonly VKom[];
}

/** The vKom selector of the client list and forms. */
export function ClientTypeSelect({ value, onChange, types, ...rest }: ClientTypeSelectProps) {
  const { t } = useTranslation('clients');
  return (
    <Select
      label={t('v-kom.label')}
      allowDeselect={false}
      {...rest}
      data={types.map((type) => ({ value: type, label: t(`v-kom.${type}`) }))}
      value={value ?? null}
      onChange={(next) => isOneOf(types, next) && onChange(next)}
    />
  );
}
