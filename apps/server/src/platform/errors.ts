import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { issuesToFieldErrors, type ErrorBody } from '@knjige/contract';

/** An error a service throws on purpose; the handler turns it into its status and body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly params?: Record<string, string | number>,
    /** structured detail, e.g. each article and its shortfall */
    readonly details?: Record<string, string | number>[],
  ) {
    super(message);
  }
}

export const notFound = (message = 'error.not-found', params?: Record<string, string | number>) =>
  new AppError(404, message, undefined, params);
export const conflict = (message: string, params?: Record<string, string | number>) => new AppError(409, message, undefined, params);
export const forbidden = (message = 'error.forbidden') => new AppError(403, message);
export const unauthorized = (message = 'error.unauthorized') => new AppError(401, message);
/** 422 with one or more field errors: `invalid({ intSifra: 'error.intSifra.unique' })`. */
export const invalid = (errors: Record<string, string>) => new AppError(422, 'error.validation', errors);

/** SQLSTATE of a database error, wherever the driver put it. */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The AppError an error carries, itself or as a cause (a driver's type parser threw it inside a query drizzle wraps). */
function appErrorOf(err: unknown): AppError | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof AppError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A response the schema refused only because a number is past the safe-integer range: a sum past
 * 2^53 computed from data stored before the bounds (docs/decisions.md#business-bounds).
 */
function isUnsafeNumberResponse(err: FastifyError): boolean {
  if (err.code !== 'FST_ERR_RESPONSE_SERIALIZATION' || !(err.cause instanceof ZodError)) return false;
  const issues = err.cause.issues;
  return (
    issues.length > 0 &&
    issues.every((i) => (i.code === 'too_big' || i.code === 'too_small') && i.origin === 'int' && Math.abs(Number(i.code === 'too_big' ? i.maximum : i.minimum)) === Number.MAX_SAFE_INTEGER)
  );
}

const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'error.body.malformed-json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'error.body.empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'error.body.too-large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'error.body.media-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'error.body.content-length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'error.file.too-large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'error.body.media-type' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'error.body.multipart' },
  FST_PARTS_LIMIT: { status: 413, message: 'error.body.too-large' },
  FST_FILES_LIMIT: { status: 413, message: 'error.body.too-large' },
  FST_FIELDS_LIMIT: { status: 413, message: 'error.body.too-large' },
};

/** One error handler for the whole API (docs/decisions.md#errors-tenancy-and-roles). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);
    // A path parameter that fails its schema (an id that is not plain digits, or past the id
    // range) names no row: 404, as for an id that does not exist (docs/decisions.md#ids-text-and-request-shape).
    if (err.validationContext === 'params') return send(404, { message: 'error.not-found' });
    const app = appErrorOf(err);
    if (app) return send(app.statusCode, { message: app.message, errors: app.errors, params: app.params, details: app.details });
    if (isUnsafeNumberResponse(err)) return send(409, { message: 'error.report.too-large' });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'invalid',
        keys: (v.params as { keys?: string[] }).keys,
      }));
      return send(422, { message: 'error.validation', errors: issuesToFieldErrors(issues) });
    }
    if (err instanceof ZodError) return send(422, { message: 'error.validation', errors: issuesToFieldErrors(err.issues) });
    const known = err.code ? clientErrors[err.code] : undefined;
    if (known) return send(known.status, { message: known.message });
    if (err.statusCode === 429) return send(429, { message: 'error.too-many-requests' });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return send(err.statusCode, { message: err.message });
    const state = sqlState(err);
    if (state === '40001' || state === '40P01' || state === '55P03') return send(409, { message: 'error.conflict.retry' });
    // A sum past bigint over data stored before the bounds (docs/decisions.md#business-bounds).
    if (state === '22003') return send(409, { message: 'error.report.too-large' });
    request.log.error({ err }, 'unhandled error');
    return send(500, { message: 'error.internal' });
  });
}
