import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { answering } from '@knjige/contract';
import type { AppConfig } from './platform/config';
import type { Database } from './platform/db/client';
import { registerErrorHandler } from './platform/errors';
import { validatorCompiler } from './platform/validation';
import { authenticate } from './platform/auth/guard';
import { createTokenSigner, newSecret } from './platform/auth/tokens';
import { getOrCreateSecret } from './platform/auth/secrets';
import type { App, AppContext, Module } from './platform/http';
import { authModule } from './modules/auth/auth.routes';
import { sessionRole } from './modules/auth/auth.repo';
import { referenceModule } from './modules/reference/reference.routes';
import { appConfigModule } from './modules/app-config/app-config.routes';
import { artGrupaModule } from './modules/articles/art-grupa.routes';
import { artMainModule } from './modules/articles/art-main.routes';
import { clientsModule } from './modules/clients/clients.routes';
import { companyModule } from './modules/company/company.routes';
import { importModule } from './modules/import/import.routes';
import { documentsModule } from './documents/documents.module';
import { auditModule } from './modules/audit/audit.routes';
import { rptMagModule } from './reports/rpt-mag.routes';
import { rptTrnModule } from './reports/rpt-trn.routes';
import { rptBlgModule } from './reports/rpt-blg.routes';
import { rptFinModule } from './reports/rpt-fin.routes';
import { rptKomModule } from './reports/rpt-kom.routes';
import { rptPrmModule } from './reports/rpt-prm.routes';
import { costsModule } from './modules/costs/costs.routes';
import { cashDesksModule } from './modules/cash-desks/cash-desks.routes';
import { fixedAssetsModule } from './modules/fixed-assets/fixed-assets.routes';
import { currencyModule } from './modules/currency/currency.routes';
import { chartModule } from './modules/chart/chart.routes';
import { assetEventsModule } from './modules/asset-events/asset-events.routes';
import { rptGlModule } from './reports/rpt-gl.routes';
import { nalProposalsModule } from './documents/nal/nal-proposals';
import { placesModule } from './modules/places/places.routes';
import { usersModule } from './modules/users/users.routes';
import { profileModule } from './modules/users/profile.routes';
import { companiesModule } from './modules/users/companies.routes';
import { devModule } from './modules/users/dev.routes';
import { filesModule } from './modules/files/files.routes';
import { xmlModule } from './outputs/xml/xml.routes';
import { authenticatePrint, printTokenModule } from './outputs/print/print-auth';
import { printModules } from './outputs/print/print.module';
import { backupsModule } from './modules/backups/backups.routes';
import { sefModule } from './modules/sef/sef.routes';
import { sefPurchaseModule } from './modules/sef/purchase/purchase.routes';
import { sefVatRecordsModule } from './modules/sef/vat/vat-records.routes';
import { sefReconciliationModule } from './modules/sef/reconciliation/reconciliation.routes';
import { vatModule } from './modules/vat/vat.routes';
import { eotpModule } from './modules/eotp/eotp.routes';
import { glSchemesModule } from './modules/gl-schemes/gl-schemes.routes';
import { deadlinesModule } from './modules/deadlines/deadlines.routes';
import { agencyModule } from './modules/agency/agency.routes';

/** Modules behind a valid access token, each under /v1. */
const privateModules: Module[] = [
  referenceModule,
  appConfigModule,
  artGrupaModule,
  artMainModule,
  placesModule,
  costsModule,
  cashDesksModule,
  fixedAssetsModule,
  currencyModule,
  chartModule,
  assetEventsModule,
  glSchemesModule,
  clientsModule,
  companyModule,
  importModule,
  usersModule,
  profileModule,
  companiesModule,
  devModule,
  backupsModule,
  documentsModule,
  filesModule,
  auditModule,
  rptMagModule,
  rptTrnModule,
  rptBlgModule,
  rptFinModule,
  rptKomModule,
  rptPrmModule,
  rptGlModule,
  nalProposalsModule,
  xmlModule,
  sefModule,
  sefPurchaseModule,
  sefVatRecordsModule,
  sefReconciliationModule,
  vatModule,
  eotpModule,
  deadlinesModule,
  agencyModule,
  printTokenModule,
];

/**
 * zod compiles every route's schemas (set below, before any route): fastify's own JSON-schema
 * compilers (ajv, fast-json-stringify), which it would otherwise load at every start (half a second
 * of a restart on a busy machine), are never needed.
 */
const zodOnly: NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']> = {
  buildValidator: () => () => {
    throw new Error('routes are validated by zod (setValidatorCompiler)');
  },
  buildSerializer: () => () => {
    throw new Error('answers are serialized by zod (setSerializerCompiler)');
  },
};

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    schemaController: { compilersFactory: zodOnly },
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route: Parameters<typeof serializerCompiler>[0]) => {
    const serialize = serializerCompiler(route);
    return (data) => answering(() => serialize(data));
  });
  registerErrorHandler(app);
  app.decorateRequest('session', null);

  const secret = config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt', newSecret));
  const ctx: AppContext = { config, database, db: database.db, signer: createTokenSigner(secret, config.accessTokenSeconds) };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'blob:'] },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Knjige API', version: '2.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(async (scope: App) => authModule(scope, ctx), { prefix: '/v1/auth' });
  await app.register(
    async (scope: App) => {
      scope.addHook('onRequest', authenticate(ctx.signer, (claims) => sessionRole(ctx.db, claims)));
      for (const mod of privateModules) await scope.register(async (m: App) => mod(m, ctx));
    },
    { prefix: '/v1' },
  );
  await app.register(
    async (scope: App) => {
      scope.addHook('onRequest', authenticatePrint(ctx.signer, (claims) => sessionRole(ctx.db, claims)));
      for (const mod of printModules) await scope.register(async (m: App) => mod(m, ctx));
    },
    { prefix: '/v1' },
  );

  serveWebApp(app, config.webDist);
  return app;
}

/**
 * The built SPA: static files, and index.html for every other GET outside the API (client-side
 * routes). Everything else that matches no route is a JSON 404.
 */
function serveWebApp(app: App, webDist: string): void {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) void app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.method !== 'GET' || request.url.startsWith('/v1') || request.url === '/healthz') {
      return reply.status(404).send({ message: 'error.not-found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
  });
}
