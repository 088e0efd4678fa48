import { adminRoles, appConfigObject, appConfigVersion, appLinks, appMenu, type AppLinkGroup } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { configEntries, configVersion } from './app-config.repo';

export const appConfigModule: Module = (app, { db }) => {
  app.get('/app-config/version', { schema: { response: { 200: appConfigVersion } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const version = await configVersion(db, companyId);
    return { data: { version: version ?? 1 } };
  });

  app.get('/app-config/object', { schema: { response: { 200: appConfigObject } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const rows = await configEntries(db, companyId);
    return { data: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });

  app.get('/app-config/app-links', { schema: { response: { 200: appLinks } } }, async (request) => {
    const { role } = sessionOf(request);
    const isAdmin = adminRoles.includes(role);
    const data: AppLinkGroup[] = appMenu
      .filter((group) => !group.admin || isAdmin)
      .map((group) => {
        const items: AppLinkGroup['items'] = [];
        for (const key of group.items) {
          const last = items[items.length - 1];
          if (key === null) {
            if (last) last.separator = true;
          } else items.push({ key });
        }
        return { key: group.key, items };
      });
    return { data };
  });
};
