import { registerCrud } from '../../platform/crud';
import type { Module } from '../../platform/http';
import { komMestoResource } from './places.repo';

export const placesModule: Module = (app, ctx) => registerCrud(app, ctx, komMestoResource);
