import { registerCrud } from '../../platform/crud';
import type { Module } from '../../platform/http';
import { artGrupaResource } from './art-grupa.resource';

export const artGrupaModule: Module = (app, ctx) => registerCrud(app, ctx, artGrupaResource);
