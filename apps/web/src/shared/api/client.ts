import type { ErrorBody } from '@knjige/contract';
import { isRecord, isRecordOf, isTextOrNumber } from '../is-record';

/**
 * The one fetch wrapper of the app (docs/domain.md#calls): bearer token, JSON bodies, scaled integers as they
 * come. A non-2xx answer rejects with an ApiError; a network failure is status 502; 204 → null.
 */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    readonly method: string,
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly params?: Record<string, string | number>,
    /** structured detail of a refusal, e.g. each article short of stock and its shortfall */
    readonly details?: Record<string, string | number>[],
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

interface ClientHooks {
  /** Current access token, or null when signed out. */
  getToken: () => string | null;
  /** Called on a 401 answer to a private call (the session ended). */
  onUnauthorized?: () => void;
  /** Awaited before each private call, e.g. to renew an access token that has just expired. */
  beforeRequest?: () => Promise<void>;
}

let hooks: ClientHooks = { getToken: () => null };

export function configureApi(next: ClientHooks): void {
  hooks = next;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFigures = (value: unknown): value is Record<string, string | number> => isRecordOf(value, isTextOrNumber);

/**
 * A refusal's body as the contract describes it (`errorBody`), read by hand so the schema library
 * stays out of the first load; a field of another shape is left out (an answer that is not the
 * server's, a proxy's page, says only its status).
 */
function refusalOf(body: unknown): Partial<ErrorBody> {
  if (!isRecord(body)) return {};
  const { message, errors, params, details } = body;
  return {
    message: isText(message) ? message : undefined,
    errors: isRecordOf(errors, isText) ? errors : undefined,
    params: isFigures(params) ? params : undefined,
    details: Array.isArray(details) && details.every(isFigures) ? details : undefined,
  };
}

/** Sends a call with the token and the body; the answer's failure is an ApiError, its success the response. */
async function send(method: string, path: string, options: { query?: Query; body?: unknown; auth?: boolean; accept?: string }): Promise<Response> {
  const url = withQuery(path, options.query);
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  if (options.auth !== false && hooks.beforeRequest) await hooks.beforeRequest();
  const token = options.auth === false ? null : hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (file upload) is sent as multipart; the browser sets its content type.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    const body = options.body === undefined ? undefined : (form ?? JSON.stringify(options.body));
    response = await fetch(url, { method, headers, body });
  } catch (err) {
    throw new ApiError(url, method, 502, err instanceof Error ? err.message : String(err));
  }
  if (!response.ok) {
    const b = refusalOf(await response.json().catch(() => null));
    if (response.status === 401 && token) hooks.onUnauthorized?.();
    throw new ApiError(url, method, response.status, b.message ?? response.statusText, b.errors, b.params, b.details);
  }
  return response;
}

export async function apiFetch<T>(method: string, path: string, options: { query?: Query; body?: unknown; auth?: boolean } = {}): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return null as T;
  return (await response.json().catch(() => null)) as T;
}

/** A file the API answers (an export), as a blob. */
export async function apiDownload(path: string, query?: Query): Promise<Blob> {
  const response = await send('GET', path, { query, accept: '*/*' });
  return response.blob();
}

export const api = {
  get: <T>(path: string, query?: Query) => apiFetch<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, query?: Query) => apiFetch<T>('POST', path, { body: body ?? {}, query }),
  put: <T = null>(path: string, body: unknown, query?: Query) => apiFetch<T>('PUT', path, { body, query }),
  del: <T = null>(path: string, query?: Query) => apiFetch<T>('DELETE', path, { query }),
};
