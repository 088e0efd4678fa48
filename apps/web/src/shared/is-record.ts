/** Whether `value` is an object whose fields can be read by name (parsed JSON, a row of a shape not known here). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
