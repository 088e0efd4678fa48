import { registerCrud } from '../../platform/crud';
import type { Module } from '../../platform/http';
import { blagajnaResource } from './cash-desks.repo';

export const cashDesksModule: Module = (app, ctx) => {
  registerCrud(app, ctx, blagajnaResource);
};
