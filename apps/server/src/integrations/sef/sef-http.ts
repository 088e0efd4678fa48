import type { z } from 'zod';
import { SefError } from './sef-errors';
import { sefErrorBody } from './sef-types';
import { type SefRateLimiter, sefRateLimiter } from './sef-rate-limit';

/** How the client talks to one SEF (demo, production or a simulator) with one company's key. */
export interface SefHttpOptions {
  baseUrl: string;
  apiKey: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts of a call that may be repeated (reads, sends carrying a requestId), the first included. */
  attempts?: number;
  /** The first wait before a retry; each next one doubles, with jitter. */
  backoffMs?: number;
  limiter?: SefRateLimiter;
  /** The header the key travels in: SEF's `ApiKey`, eOtpremnica's `Api-key` (docs/domain.md#environments-keys-and-limits, docs/domain.md#eotpremnica). */
  authHeader?: string;
}

export const SEF_HTTP_DEFAULTS = { timeoutMs: 30_000, attempts: 4, backoffMs: 500 } as const;

type Query = Record<string, string | number | boolean | undefined>;

export interface SefRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Query;
  body?: { json: unknown } | { xml: string } | { form: Record<string, string | { file: string; name: string; type: string }> };
  /**
   * Whether the call may be repeated after no clean answer (network error, timeout, 5xx): reads, and
   * a send carrying its requestId. A 429 is always repeated: SEF did not take the call.
   */
  repeatable: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SefHttp {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly limiter: SefRateLimiter;
  private readonly authHeader: string;

  constructor(options: SefHttpOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? SEF_HTTP_DEFAULTS.timeoutMs;
    this.attempts = Math.max(1, options.attempts ?? SEF_HTTP_DEFAULTS.attempts);
    this.backoffMs = options.backoffMs ?? SEF_HTTP_DEFAULTS.backoffMs;
    this.limiter = options.limiter ?? sefRateLimiter;
    this.authHeader = options.authHeader ?? 'ApiKey';
  }

  /** The answer's body as JSON read by `schema`. */
  async json<S extends z.ZodType>(request: SefRequest, schema: S): Promise<z.output<S>> {
    const text = await this.text(request);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new SefError('malformed', { status: 200 }, { cause: err });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new SefError('malformed', { status: 200 }, { cause: parsed.error });
    return parsed.data;
  }

  /** The answer's body as text (an XML file, an empty answer). */
  async text(request: SefRequest): Promise<string> {
    return (await this.send(request)).toString('utf8');
  }

  /** The answer's body as bytes (a PDF). */
  async bytes(request: SefRequest): Promise<Buffer> {
    return this.send(request);
  }

  private async send(request: SefRequest): Promise<Buffer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.limiter.run(this.apiKey, () => this.once(request));
      } catch (err) {
        if (!(err instanceof SefError) || attempt >= this.attempts || !this.mayRepeat(request, err)) throw err;
        const wait = this.backoffMs * 2 ** (attempt - 1);
        await sleep(wait / 2 + Math.random() * (wait / 2));
      }
    }
  }

  private mayRepeat(request: SefRequest, err: SefError): boolean {
    if (err.kind === 'rate-limited') return true;
    return request.repeatable && (err.kind === 'server' || err.kind === 'network' || err.kind === 'timeout');
  }

  private url(path: string, query: Query = {}): string {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  private async once(request: SefRequest): Promise<Buffer> {
    const headers: Record<string, string> = { [this.authHeader]: this.apiKey, Accept: 'application/json, application/xml, */*' };
    let body: string | FormData | undefined;
    if (request.body && 'form' in request.body) {
      // multipart/form-data: fetch writes the boundary's header itself
      body = new FormData();
      for (const [name, part] of Object.entries(request.body.form))
        if (typeof part === 'string') body.append(name, part);
        else body.append(name, new Blob([part.file], { type: part.type }), part.name);
    } else if (request.body && 'json' in request.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body.json);
    } else if (request.body) {
      headers['Content-Type'] = 'application/xml';
      body = request.body.xml;
    } else if (request.method === 'POST') {
      // SEF's list calls take an empty body (docs/domain.md#sales-invoices-on-sef).
      body = '';
    }
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(this.url(request.path, request.query), { method: request.method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new SefError(timedOut ? 'timeout' : 'network', {}, { cause: err });
    }
    const status = response.status;
    if (status >= 200 && status < 300) return bytes;
    if (status === 401 || status === 403) throw new SefError('unauthorized', { status });
    if (status === 429) throw new SefError('rate-limited', { status });
    if (status >= 500) throw new SefError('server', { status });
    throw new SefError('rejected', { status, ...errorBody(bytes) });
  }
}

/** SEF's `{Message, FieldName, ErrorCode}`, or what a 4xx without it still says. */
function errorBody(bytes: Buffer): { sefMessage: string | null; fieldName: string | null; errorCode: string | null } {
  const text = bytes.toString('utf8');
  try {
    const parsed = sefErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) return { sefMessage: parsed.data.message, fieldName: parsed.data.fieldName, errorCode: parsed.data.errorCode };
  } catch {
    // not JSON: keep the text itself, short
  }
  return { sefMessage: text.trim().slice(0, 500) || null, fieldName: null, errorCode: null };
}
