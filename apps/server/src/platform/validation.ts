import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { fieldErrorKey, findNul } from '@knjige/contract';
import { AppError } from './errors';

/**
 * The route schemas' validator, with one rule for every string of every request: a NUL
 * character (which no PostgreSQL text can hold) is refused before the schema runs, as 422
 * `error.<field>.invalid` (404 in a path: see `registerErrorHandler`).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const at = findNul(data);
    if (at) {
      const field = at.length ? at.map(String).join('.') : '_';
      const last = at.length ? String(at[at.length - 1]) : 'body';
      return { error: new AppError(422, 'error.validation', { [field]: fieldErrorKey(last, 'invalid') }) };
    }
    return validate(data);
  };
};
