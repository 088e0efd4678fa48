import { z } from './zod-config';

export const errorBody = z.object({
  /** i18n key of the error */
  message: z.string(),
  /** field → i18n key of its error */
  errors: z.record(z.string(), z.string()).optional(),
  /** values the message names (a table, a limit) */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** rows the error is about (articles and shortfalls) */
  details: z.array(z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

interface IssueLike {
  /** the zod issue code */
  code: string;
  /** the path of the field */
  path: PropertyKey[];
  /** i18n key of the error */
  message: string;
  /** unknown keys */
  keys?: string[];
}

/** The i18n key of one issue: `error.{field}.{code}` unless the message is a key already. */
export function fieldErrorKey(field: string, message: string): string {
  return message.startsWith('error.') ? message : `error.${field}.${message}`;
}

/** Zod issues → `{ field: key }` (the first issue of a field wins). */
export function issuesToFieldErrors(issues: readonly IssueLike[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        const field = base ? `${base}.${key}` : key;
        errors[field] ??= fieldErrorKey(key, 'unknown');
      }
      continue;
    }
    const field = base || '_';
    const last = issue.path.length ? String(issue.path[issue.path.length - 1]) : 'body';
    errors[field] ??= fieldErrorKey(last, issue.message);
  }
  return errors;
}
