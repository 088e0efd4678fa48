import { z } from './zod-config';

/** A schema with its optional, nullable, default and transform wrappers taken off. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def: z.core.$ZodTypeDef = current._zod.def;
    if ('innerType' in def && def.innerType instanceof z.core.$ZodType) current = def.innerType;
    else if (def.type === 'pipe' && 'in' in def && def.in instanceof z.core.$ZodType) current = def.in;
    else return current;
  }
}

/**
 * The most characters a text field of a form schema takes (`max(200)` → 200), by its dotted path
 * (`komMemo.komMemo1`); null for a field that is not text or has no limit. Forms stop the input
 * there and say the limit in the too-long message.
 */
export function maxLengthOf(schema: z.core.$ZodType, path: string): number | null {
  let current = schema;
  for (const key of path.split('.')) {
    const object = unwrap(current);
    if (!(object instanceof z.ZodObject)) return null;
    const field: unknown = object.shape[key];
    if (!(field instanceof z.core.$ZodType)) return null;
    current = field;
  }
  const text = unwrap(current);
  return 'maxLength' in text && typeof text.maxLength === 'number' ? text.maxLength : null;
}
