import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { answering } from '@knjige/contract';
import type { AppConfig } from './platform/config';
import type { Database } from './platform/db/client';
import { ping } from './platform/db/health.repo';
import { registerErrorHandler } from './platform/errors';
import { validatorCompiler } from './platform/validation';
import { authenticate } from './platform/auth/guard';
import { createTokenSigner, newSecret } from './platform/auth/tokens';
import { getOrCreateSecret } from './platform/auth/secrets.repo';
import type { App, AppContext, Module } from './platform/http';
import { authModule } from './master/auth/auth.routes';
import { sessionRole } from './master/auth/auth.repo';
import { referenceModule } from './master/reference/reference.routes';
import { appConfigModule } from './master/app-config/app-config.routes';
import { artGrupaModule } from './master/articles/art-grupa.routes';
import { artMainModule } from './master/articles/art-main.routes';
import { clientsModule } from './master/clients/clients.routes';
import { companyModule } from './master/company/company.routes';
import { importModule } from './integrations/import/import.routes';
import { documentsModule } from './documents/documents.module';
import { auditModule } from './integrations/audit/audit.routes';
import { rptMagModule } from './reports/rpt-mag.routes';
import { rptTrnModule } from './reports/rpt-trn.routes';
import { rptBlgModule } from './reports/rpt-blg.routes';
import { rptFinModule } from './reports/rpt-fin.routes';
import { rptKomModule } from './reports/rpt-kom.routes';
import { rptPrmModule } from './reports/rpt-prm.routes';
import { costsModule } from './master/costs/costs.routes';
import { cashDesksModule } from './master/cash-desks/cash-desks.routes';
import { fixedAssetsModule } from './master/fixed-assets/fixed-assets.routes';
import { currencyModule } from './master/currency/currency.routes';
import { chartModule } from './master/chart/chart.routes';
import { assetEventsModule } from './ledgers/asset-events/asset-events.routes';
import { rptGlModule } from './reports/rpt-gl.routes';
import { nalProposalsModule } from './documents/nal/nal-proposals';
import { placesModule } from './master/places/places.routes';
import { usersModule } from './master/users/users.routes';
import { profileModule } from './master/users/profile.routes';
import { companiesModule } from './master/users/companies.routes';
import { devModule } from './master/users/dev.routes';
import { filesModule } from './integrations/files/files.routes';
import { xmlModule } from './outputs/xml/xml.routes';
import { eporeziModule } from './outputs/xml/eporezi.routes';
import { authenticatePrint, printTokenModule } from './master/print-kit/print-auth';
import { printModules } from './outputs/print/print.module';
import { backupsModule } from './integrations/backups/backups.routes';
import { sefModule } from './integrations/sef/sef.routes';
import { sefPurchaseModule } from './integrations/sef/purchase/purchase.routes';
import { sefVatRecordsModule } from './integrations/sef/vat/vat-records.routes';
import { sefReconciliationModule } from './integrations/sef/reconciliation/reconciliation.routes';
import { vatModule } from './integrations/vat/vat.routes';
import { eotpModule } from './integrations/eotp/eotp.routes';
import { glSchemesModule } from './ledgers/gl-schemes/gl-schemes.routes';
import { deadlinesModule } from './integrations/deadlines/deadlines.routes';
import { agencyModule } from './integrations/agency/agency.routes';
import { wireFloors } from './wiring';

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
  eporeziModule,
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
  wireFloors();
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

  const secret = config.jwtSecret ?? (await database.db.transaction((tx) => getOrCreateSecret(tx, 'jwt', newSecret)));
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
      await ping(database.db);
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
