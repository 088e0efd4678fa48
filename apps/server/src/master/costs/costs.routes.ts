import { registerCrud } from '../../platform/crud';
import type { Module } from '../../platform/http';
import { trosakGrupaResource, trosakMainResource } from './costs.repo';

export const costsModule: Module = (app, ctx) => {
  registerCrud(app, ctx, trosakGrupaResource);
  registerCrud(app, ctx, trosakMainResource);
};
