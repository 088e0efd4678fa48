import type { Module } from '../platform/http';
import { registerDocumentRoutes } from './document.routes';
import { intFamily } from './int/int.family';
import { nivFamily } from './niv/niv.family';
import { psrFamily } from './psr/psr.family';
import { urFamily } from './ur/ur.family';

export const documentFamilies = [psrFamily, urFamily, nivFamily, intFamily];

export const documentsModule: Module = (app, ctx) => {
  for (const family of documentFamilies) registerDocumentRoutes(app, ctx, family);
};
