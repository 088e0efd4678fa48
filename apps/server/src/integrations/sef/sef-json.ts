import { z } from 'zod';

/**
 * SEF answers in PascalCase (`InvoiceId`), some answers in camelCase (docs/domain.md#environments-keys-and-limits): an
 * object schema whose keys match the answer's whatever their case.
 */
export function ciObject<S extends z.ZodRawShape>(shape: S) {
  const names = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const name = names.get(key.toLowerCase());
      if (name !== undefined) out[name] = v;
    }
    return out;
  }, z.object(shape));
}

/** A text SEF may send as null or leave out. */
export const optText = z.string().nullish().transform((v) => v ?? null);
/** An id SEF may send as null or leave out. */
export const optId = z.number().int().nullish().transform((v) => v ?? null);
