import Fastify, { type FastifyInstance } from 'fastify';
import { NBS_NAMESPACE } from '@knjige/contract';

/**
 * A simulator of the NBS exchange-rate service's contract (nbs-client.ts): `GetExchangeRateByDate`
 * over SOAP 1.1, credentials in the `AuthenticationHeader`, the list as an escaped
 * `ExchangeRateDataSet`. Each working day has a list unless told otherwise; the controls under
 * `/sim` set a day's list, take a day's list away (not published yet), and make the service
 * unreachable, slow or refuse the credentials.
 */
export interface SimRate {
  valuta: string;
  unit: number;
  /** "117.2000" as NBS prints it */
  middle: string;
}

/** The simulator's list of every working day unless a day has its own. */
export const SIM_BASE_RATES: SimRate[] = [
  { valuta: 'EUR', unit: 1, middle: '117.2000' },
  { valuta: 'USD', unit: 1, middle: '108.4567' },
  { valuta: 'CHF', unit: 1, middle: '125.3300' },
  { valuta: 'GBP', unit: 1, middle: '137.1000' },
  { valuta: 'JPY', unit: 100, middle: '70.1234' },
];

export class NbsSimState {
  /** days with a list of their own */
  readonly lists = new Map<string, SimRate[]>();
  /** working days without a list yet (not published) */
  readonly unpublished = new Set<string>();
  /** the service closes every connection */
  down = false;
  /** each answer waits this long first */
  delayMs = 0;
  /** credentials it accepts; null: any (or none) */
  credentials: { userName: string; password: string; licenceId: string } | null = null;
  /** the dates asked for, in order */
  readonly asked: string[] = [];

  listOf(datum: string): SimRate[] {
    const weekday = new Date(`${datum}T12:00:00Z`).getUTCDay();
    if (this.unpublished.has(datum)) return [];
    return this.lists.get(datum) ?? (weekday >= 1 && weekday <= 5 ? SIM_BASE_RATES : []);
  }

  reset() {
    this.lists.clear();
    this.unpublished.clear();
    this.down = false;
    this.delayMs = 0;
    this.credentials = null;
    this.asked.length = 0;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tag = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim() ?? '';
const dotted = (datum: string) => `${datum.slice(8, 10)}.${datum.slice(5, 7)}.${datum.slice(0, 4)}`;

const envelope = (body: string) => `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
const fault = (message: string) => envelope(`<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>`);

/** The answer's data set: one `ExchangeRate` per currency, with the fields NBS sends. */
function dataSet(datum: string, rates: SimRate[]): string {
  const items = rates.map(
    (r, i) =>
      `<ExchangeRate><ExchangeRateListNumber>${230 + i}</ExchangeRateListNumber><Date>${dotted(datum)}</Date><ExchangeRateListTypeID>3</ExchangeRateListTypeID>` +
      `<CurrencyCodeAlfaChar>${r.valuta}</CurrencyCodeAlfaChar><Unit>${r.unit}</Unit><MiddleRate>${r.middle}</MiddleRate></ExchangeRate>`,
  );
  return rates.length ? `<ExchangeRateDataSet>${items.join('')}</ExchangeRateDataSet>` : '';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The service's routes on `app`: the contract at `path`, the controls at `/sim/nbs/*`. */
export function registerNbsSim(app: FastifyInstance, state: NbsSimState, path = '/CommunicationOfficeService1_0/ExchangeRateXmlService.asmx') {
  app.addContentTypeParser(['application/xml', 'text/xml', 'application/soap+xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(path, async (request, reply) => {
    if (state.down) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (state.delayMs) await sleep(state.delayMs);
    const xml = typeof request.body === 'string' ? request.body : '';
    const soap = reply.status(200).type('text/xml; charset=utf-8');
    const expected = state.credentials;
    if (expected && (tag(xml, 'UserName') !== expected.userName || tag(xml, 'Password') !== expected.password || tag(xml, 'LicenceID') !== expected.licenceId))
      return reply.status(500).type('text/xml; charset=utf-8').send(fault('Korisnik nije autorizovan.'));
    const date = tag(xml, 'date');
    if (!/^\d{8}$/.test(date)) return reply.status(500).type('text/xml; charset=utf-8').send(fault('Neispravan datum.'));
    const datum = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
    state.asked.push(datum);
    const result = escapeXml(dataSet(datum, state.listOf(datum)));
    return soap.send(envelope(`<GetExchangeRateByDateResponse xmlns="${NBS_NAMESPACE}"><GetExchangeRateByDateResult>${result}</GetExchangeRateByDateResult></GetExchangeRateByDateResponse>`));
  });
  app.post('/sim/nbs/reset', async () => {
    state.reset();
    return { ok: true };
  });
  app.post<{ Body: { down?: boolean; delayMs?: number; unpublished?: string[]; published?: string[] } }>('/sim/nbs/settings', async (request) => {
    const body = request.body ?? {};
    if (body.down !== undefined) state.down = body.down;
    if (body.delayMs !== undefined) state.delayMs = body.delayMs;
    for (const day of body.unpublished ?? []) state.unpublished.add(day);
    for (const day of body.published ?? []) state.unpublished.delete(day);
    return { ok: true };
  });
  return path;
}

export interface NbsSimulator {
  /** the address to give the product as NBS_BASE_URL */
  url: string;
  state: NbsSimState;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the simulator on a free port unless told one; tests run it in their own process. */
export async function startNbsSimulator(options: { port?: number; host?: string } = {}): Promise<NbsSimulator> {
  const state = new NbsSimState();
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const path = registerNbsSim(app, state);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  return { url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}${path}`, state, app, close: () => app.close() };
}
