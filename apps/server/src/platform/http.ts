import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { TokenSigner } from './auth/tokens';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module gets: the database, the token signer, the configuration. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  signer: TokenSigner;
}

/** A module registers its routes on a scoped instance. */
export type Module = (app: App, ctx: AppContext) => Promise<void> | void;
