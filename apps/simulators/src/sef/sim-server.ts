import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { type RateLimit, SEF_RATE_LIMIT } from '@knjige/contract';
import { registerContract } from './sim-contract';
import { registerControl } from './sim-control';
import { SimTraffic } from './sim-faults';
import { simPage } from './sim-page';
import { SimState } from './sim-state';
import { registerVatContract, SimVatState, vatSection } from './sim-vat';
import { eppSection, registerEppContract, SimEppState } from './sim-epp';
import { EOTP_SIM_PREFIX, EotpSimState, registerEotp } from './sim-eotp';
import { registerPreparedReturn, type SimPreparedFaults } from './sim-prepared';

export interface SefSimulator {
  /** Base URL to give the client as SEF_BASE_URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  state: SimState;
  /** SEF's VAT records (evidencija PDV) */
  vat: SimVatState;
  /** the EPP service's input-VAT records, served under the same address */
  epp: SimEppState;
  /** eOtpremnica's side, under `/eotp` of the same server. */
  eotp: EotpSimState;
  /** what the prepared VAT return adds to its computation (fields SEF might add) */
  prepared: SimPreparedFaults;
  /** Base URL to give the client as EOTPREMNICA_BASE_URL: `<url>/eotp`. */
  eotpUrl: string;
  traffic: SimTraffic;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface SefSimulatorOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  rate?: RateLimit;
  logger?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds the simulator's server: SEF's contract under `/api`, eOtpremnica's under `/eotp`, their
 * controls under `/sim`, the page at `/`.
 */
export function buildSefSimulator(options: SefSimulatorOptions = {}): {
  app: FastifyInstance;
  state: SimState;
  vat: SimVatState;
  epp: SimEppState;
  eotp: EotpSimState;
  prepared: SimPreparedFaults;
  traffic: SimTraffic;
} {
  const state = new SimState();
  const vat = new SimVatState();
  const epp = new SimEppState();
  const eotp = new EotpSimState();
  const prepared: SimPreparedFaults = { extraFields: {} };
  const traffic = new SimTraffic(options.rate ?? SEF_RATE_LIMIT);
  // SEF's paths are not case-sensitive (it is an ASP.NET service).
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { caseSensitive: false }, bodyLimit: 50 * 1024 * 1024, forceCloseConnections: true });
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // SEF's side of every contract call: the key, the faults, the rate limit; each call recorded.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.toLowerCase();
    const onEotp = url.startsWith(`${EOTP_SIM_PREFIX}/`);
    if (!url.startsWith('/api/') && !onEotp) return;
    const at = performance.now();
    // SEF's key in `ApiKey`, eOtpremnica's in `Api-key` (docs/domain.md#environments-keys-and-limits, docs/domain.md#eotpremnica)
    const apiKey = String((onEotp ? request.headers['api-key'] : request.headers.apikey) ?? '');
    const path = request.url.split('?')[0] ?? request.url;
    const call = { apiKey, at, method: request.method, path, status: 200 };
    traffic.calls.push(call);
    reply.raw.on('finish', () => {
      call.status = reply.statusCode;
    });
    const fault = traffic.takeFault(path);
    if (fault?.mode === 'down') {
      call.status = 0;
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault?.mode === 'status') {
      const status = fault.status ?? 500;
      if (status === 400 || (status >= 400 && status < 500 && status !== 401 && status !== 429))
        return reply.status(status).send({ Message: fault.message ?? 'Simulated refusal.', FieldName: fault.fieldName ?? null, ErrorCode: fault.errorCode ?? 'SimulatedError' });
      return reply.status(status).send();
    }
    if (fault?.mode === 'unauthorized' || !apiKey || state.revokedKeys.has(apiKey)) return reply.status(401).send();
    if (traffic.overLimit(apiKey, at)) return reply.status(429).send();
    if (fault?.mode === 'slow') await sleep(fault.delayMs ?? 5000);
    if (fault?.mode === 'drop-answer' || fault?.mode === 'malformed') request.simFault = fault;
    request.simApiKey = apiKey;
  });

  registerContract(app, state);
  registerVatContract(app, vat, () => state.now());
  registerEppContract(app, epp, () => state.now());
  registerPreparedReturn(app, state, vat, prepared);
  app.addHook('onResponse', async (request) => {
    if (request.method === 'POST' && request.url === '/sim/reset') {
      vat.reset();
      epp.reset();
      prepared.extraFields = {};
    }
  });
  registerControl(app, state, traffic);
  registerEotp(app, eotp);
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(simPage(state, traffic, vatSection(vat) + eppSection(epp), eotp)));
  return { app, state, vat, epp, eotp, prepared, traffic };
}

/** Starts the simulator (on a free port unless told one); tests run it in their own process. */
export async function startSefSimulator(options: SefSimulatorOptions = {}): Promise<SefSimulator> {
  const { app, state, vat, epp, eotp, prepared, traffic } = buildSefSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  return { url, eotpUrl: `${url}${EOTP_SIM_PREFIX}`, state, vat, epp, eotp, prepared, traffic, app, close: () => app.close() };
}
