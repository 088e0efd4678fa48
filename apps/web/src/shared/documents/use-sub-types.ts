import { familyRegistry, subTypeValues, type DocFamily } from '@knjige/contract';
import { useAppConfigObject } from '../app-config/use-app-config';

export interface SubTypes {
  /** the sub-types offered as tabs, in the company's order */
  subTypes: string[];
  /** the first of them; undefined until the config has loaded */
  defaultSub: string | undefined;
}

/**
 * A family's sub-types as the registry gives them: a fixed list as it is; turnover types as the
 * company uses them (its 'v-promet' list, first = default), client types all of them.
 */
export function useSubTypes(family: DocFamily): SubTypes {
  const config = useAppConfigObject().data;
  const entry = familyRegistry[family];
  if (entry.subTypes.kind !== 'turnover') {
    const subTypes = [...subTypeValues(entry)];
    return { subTypes, defaultSub: subTypes[0] };
  }
  const subTypes = (config?.vPromet ?? []).filter((v) => subTypeValues(entry).includes(v));
  return { subTypes, defaultSub: subTypes[0] };
}

/** Whether the family keeps its documents under more than one sub-type (then labels and titles name it). */
export const hasSubTypes = (family: DocFamily): boolean => subTypeValues(familyRegistry[family]).length > 1;

/** The sub-type of the route when the company uses it, else the default. */
export function pickSub(value: string | undefined, { subTypes, defaultSub }: SubTypes): string | undefined {
  return value && subTypes.includes(value) ? value : defaultSub;
}
