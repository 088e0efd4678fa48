/** Whether `value` is an object whose fields can be read by name (parsed JSON, a row of a shape not known here). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` is an object whose every field passes `check` (a map of texts, of figures). */
export const isRecordOf = <T>(value: unknown, check: (field: unknown) => field is T): value is Record<string, T> => isRecord(value) && Object.values(value).every(check);

export const isTextOrNumber = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';
