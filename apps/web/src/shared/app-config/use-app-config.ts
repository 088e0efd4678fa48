import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vArtikl, vKom, vPromet, type AppLinkGroup, type VArtikl, type VKom, type VPromet } from '@knjige/contract';
import { isOneOf } from '../one-of';
import { api } from '../api/client';
import { staleTimes } from '../api/query-client';
import { useSession } from '../auth/use-session';

export const appConfigKeys = {
  version: ['app-config', 'version'] as const,
  object: (version: number) => ['app-config', 'object', version] as const,
  links: ['app-config', 'app-links'] as const,
};

export interface AppConfigObject {
  /** the raw key → pipe-separated string map */
  raw: Record<string, string>;
  vArtikl: VArtikl[];
  vPromet: VPromet[];
  vKom: VKom[];
  /** the first entry of each list */
  defaults: { vArtikl: VArtikl; vPromet: VPromet; vKom: VKom };
}

/** 'roba|usluga' → the known values in their order; unknown entries are dropped. */
function pipeList<T extends string>(value: string | undefined, known: readonly T[]): T[] {
  const items = (value ?? '').split('|').map((s) => s.trim()).filter((s): s is T => isOneOf(known, s));
  return items.length > 0 ? [...new Set(items)] : [known[0]!];
}

export function parseAppConfig(raw: Record<string, string>): AppConfigObject {
  const lists = {
    vArtikl: pipeList(raw['v-artikl'], vArtikl),
    vPromet: pipeList(raw['v-promet'], vPromet),
    vKom: pipeList(raw['v-kom'], vKom),
  };
  return { raw, ...lists, defaults: { vArtikl: lists.vArtikl[0]!, vPromet: lists.vPromet[0]!, vKom: lists.vKom[0]! } };
}

// Module-level selectors: TanStack Query keeps a selected value stable only for a stable selector.
const selectVersion = (answer: { data: { version: number } }) => answer.data.version;
const selectConfig = (answer: { data: Record<string, string> }) => parseAppConfig(answer.data);
const selectLinks = (answer: { data: AppLinkGroup[] }) => answer.data;

/** The config version, re-checked after 5 s (docs/domain.md#states-and-defaults). */
export function useAppConfigVersion() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: appConfigKeys.version,
    queryFn: () => api.get<{ data: { version: number } }>('/v1/app-config/version'),
    select: selectVersion,
    staleTime: staleTimes.configVersion,
    enabled: isAuthenticated,
  });
}

/**
 * The parsed config object. Its key carries the version, so a higher version on the server
 * fetches the object again; until then the previous one is shown.
 */
export function useAppConfigObject() {
  const { isAuthenticated } = useSession();
  const version = useAppConfigVersion().data;
  return useQuery({
    queryKey: appConfigKeys.object(version ?? 0),
    queryFn: () => api.get<{ data: Record<string, string> }>('/v1/app-config/object'),
    select: selectConfig,
    staleTime: staleTimes.lookup,
    placeholderData: keepPreviousData,
    enabled: isAuthenticated && version !== undefined,
  });
}

/** Menu groups for the signed-in user's role. */
export function useAppLinks() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: appConfigKeys.links,
    queryFn: () => api.get<{ data: AppLinkGroup[] }>('/v1/app-config/app-links'),
    select: selectLinks,
    staleTime: staleTimes.lookup,
    enabled: isAuthenticated,
  });
}
