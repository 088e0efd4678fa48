import { describe, expect, it } from 'vitest';
import { generatePath, matchRoutes } from 'react-router';
import { appMenu } from '@knjige/contract';
import { menuRoutes, visibleMenu } from './menu-routes';
import { routes } from './routes';

const menuKeys = appMenu.flatMap((group) => group.items.filter((item): item is string => item !== null));

describe('menu routes', () => {
  it('maps exactly the keys of the contract menu', () => {
    expect(Object.keys(menuRoutes).sort()).toEqual([...menuKeys].sort());
  });

  it('points every built entry at a route that exists', () => {
    for (const path of Object.values(menuRoutes)) {
      if (!path) continue;
      // the route itself, or one with parameters that the path fills (a family's list of one sub-type)
      const last = matchRoutes(routes, path)?.at(-1);
      expect(last && generatePath(last.route.path ?? '', last.params), path).toBe(path.slice(1));
    }
  });

  it('hides entries without a screen and groups left empty; dividers stay between visible entries', () => {
    // Two entries whose screens are not built yet, whichever they are at the time.
    const [hiddenA, hiddenB] = Object.entries(menuRoutes).filter(([, path]) => path === null).map(([key]) => key);
    expect(hiddenB).toBeDefined();
    const groups = visibleMenu([
      { key: 'artikli', items: [{ key: 'artikli', separator: true }, { key: hiddenA! }, { key: 'grupe-artikala', separator: true }] },
      { key: 'other', items: [{ key: hiddenA! }, { key: hiddenB! }] },
      { key: 'x', items: [{ key: 'unknown-key' }] },
    ]);
    expect(groups).toEqual([
      {
        key: 'artikli',
        items: [
          { key: 'artikli', path: '/artikli', separator: true },
          { key: 'grupe-artikala', path: '/grupe-artikala', separator: false },
        ],
      },
    ]);
  });
});
