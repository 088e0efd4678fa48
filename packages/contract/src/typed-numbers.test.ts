import { describe, expect, it } from 'vitest';
import { z } from './zod-config';
import * as families from './families';
import * as masterData from './master-data';
import * as articles from './articles';

/** A schema with its optional, nullable, default and pipe wrappers taken off. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def: z.core.$ZodTypeDef = current._zod.def;
    if ('innerType' in def && def.innerType instanceof z.core.$ZodType) current = def.innerType;
    else if (def.type === 'pipe' && 'in' in def && def.in instanceof z.core.$ZodType) current = def.in;
    else return current;
  }
}

/** Every input schema (`…Input`) the families and the master data export, by name. */
const inputs: [string, z.ZodObject][] = [];
for (const [name, schema] of Object.entries<unknown>({ ...families, ...masterData, ...articles })) {
  if (/Input$/.test(name) && schema instanceof z.ZodObject) inputs.push([name, schema]);
}

/** The number fields of a schema's shape (ids, which are numbers too, are left to the id rules). */
function numberFields(schema: z.ZodObject): [string, z.ZodNumber][] {
  return Object.entries(schema.shape)
    .map(([name, field]) => [name, unwrap(field as z.core.$ZodType)] as const)
    .filter((entry): entry is [string, z.ZodNumber] => entry[1] instanceof z.ZodNumber && !/Id$|^id$|^docId$/.test(entry[0]));
}

const issuesAt = (schema: z.ZodObject, field: string, value: unknown) => {
  const result = schema.safeParse({ [field]: value });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
};

describe('the contract refuses what the number field refuses, at the field', () => {
  it('finds the number fields of the family, master-data and article inputs', () => {
    const count = inputs.reduce((n, [, schema]) => n + numberFields(schema).length, 0);
    expect(count).toBeGreaterThan(40);
  });

  for (const [name, schema] of inputs) {
    const fields = numberFields(schema);
    if (!fields.length) continue;
    it(`${name}: a typed text, more decimals than the field holds, past its range, a minus where none is allowed`, () => {
      for (const [field, number] of fields) {
        expect(issuesAt(schema, field, '12a,5'), `${name}.${field} "12a,5"`).not.toEqual([]);
        expect(issuesAt(schema, field, '-5'), `${name}.${field} "-5" as text`).not.toEqual([]);
        if (number.isInt) expect(issuesAt(schema, field, 12.5), `${name}.${field} 12.5`).not.toEqual([]);
        expect(issuesAt(schema, field, 1e20), `${name}.${field} 1e20`).not.toEqual([]);
        const min = number.minValue ?? -Infinity;
        if (min >= 0) expect(issuesAt(schema, field, -5), `${name}.${field} -5`).not.toEqual([]);
      }
    });
  }
});
