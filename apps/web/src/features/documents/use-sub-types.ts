import { familyRegistry, subTypeValues, type DocFamily } from '@knjige/contract';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';

export interface SubTypes {
  /** the sub-types offered as tabs, in the company's order */
  subTypes: string[];
  /** the first of them; undefined until the config has loaded */
  defaultSub: string | undefined;
}

/**
 * Goods documents are kept per turnover type (the company's 'v-promet' list, first = default);
 * internal transfers have the one sub-type 'vp-mp'.
 */
export function useSubTypes(family: DocFamily): SubTypes {
  const config = useAppConfigObject().data;
  const entry = familyRegistry[family];
  if (entry.subTypes.kind === 'fixed') return { subTypes: [...entry.subTypes.values], defaultSub: entry.subTypes.values[0] };
  const subTypes = (config?.vPromet ?? []).filter((v) => subTypeValues(entry).includes(v));
  return { subTypes, defaultSub: subTypes[0] };
}

/** The sub-type of the route when the company uses it, else the default. */
export function pickSub(value: string | undefined, { subTypes, defaultSub }: SubTypes): string | undefined {
  return value && subTypes.includes(value) ? value : defaultSub;
}
