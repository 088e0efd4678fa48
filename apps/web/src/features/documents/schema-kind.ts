import { z } from '@knjige/contract';

/** Whether a field's schema takes text, looking through its optional, nullable and default wrappers. */
export function isTextSchema(schema: z.core.$ZodType): boolean {
  let def: z.core.$ZodTypeDef = schema._zod.def;
  while ('innerType' in def && def.innerType instanceof z.core.$ZodType) def = def.innerType._zod.def;
  return def.type === 'string';
}

/** The value a field's schema gives when the field is left out (its default), or undefined. */
export function schemaDefault(schema: z.core.$ZodType): unknown {
  const parsed = z.safeParse(schema, undefined);
  return parsed.success ? parsed.data : undefined;
}
