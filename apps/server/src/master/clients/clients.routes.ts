import { registerCrud } from '../../platform/crud';
import type { Module } from '../../platform/http';
import { komKontaktResource, komMainResource, komTracunResource } from './clients.repo';

export const clientsModule: Module = (app, ctx) => {
  registerCrud(app, ctx, komMainResource);
  registerCrud(app, ctx, komKontaktResource);
  registerCrud(app, ctx, komTracunResource);
};
