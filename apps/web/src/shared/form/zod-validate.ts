import { issuesToFieldErrors, type z } from '@knjige/contract';

/**
 * A Mantine form `validate` function from a contract schema: `{ field: 'error.<field>.<code>' }`,
 * keys that the form translates when it renders (so a language change re-translates them).
 */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  };
}
