import { lazy, type ComponentType } from 'react';

/** A route page as its own chunk: `lazyPage(() => import('./x-page'), 'XPage')` (named exports). */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
