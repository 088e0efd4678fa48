import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { fieldErrorKey, findBadInput } from '@knjige/contract';
import { AppError } from './errors';

/**
 * The route schemas' validator, with two rules for every request before the schema runs (which
 * walks recursively): nesting past `MAX_DEPTH` is 400 `error.body.too-deep`, and a string no
 * PostgreSQL text or jsonb can hold (a NUL, a lone surrogate) is 422 `error.<field>.invalid`
 * (404 in a path: see `registerErrorHandler`).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const bad = findBadInput(data);
    if (bad?.reason === 'depth') return { error: new AppError(400, 'error.body.too-deep') };
    if (bad) {
      const at = bad.path;
      const field = at.length ? at.map(String).join('.') : '_';
      const last = at.length ? String(at[at.length - 1]) : 'body';
      return { error: new AppError(422, 'error.validation', { [field]: fieldErrorKey(last, 'invalid') }) };
    }
    return validate(data);
  };
};
