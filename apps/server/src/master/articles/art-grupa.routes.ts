import { registerCrud } from '../../platform/crud';
import type { Module } from '../../platform/http';
import { artGrupaResource } from './art-grupa.repo';

export const artGrupaModule: Module = (app, ctx) => registerCrud(app, ctx, artGrupaResource);
