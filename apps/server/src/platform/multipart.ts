import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Reads a multipart body part by part. A body the form parser cannot read (cut short, a boundary
 * that does not match or is missing, garbage) is 400 `error.body.multipart`, never the parser's
 * own error (a 500); what `each` throws on purpose (`AppError`) and the parser's limits (413) pass
 * unchanged.
 */
export async function readParts(request: FastifyRequest, each: (part: Multipart) => Promise<void>): Promise<void> {
  try {
    for await (const part of request.parts()) await each(part);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_') && code !== 'FST_MP_PREMATURE_CLOSE') throw err;
    throw new AppError(400, 'error.body.multipart');
  }
}
