import { ApiError } from '../api/client';
import { fieldOfConflict } from './use-schema-form';

/** A refusal of the action itself (403 not allowed, 409 state conflict), not of what was typed. */
export const isRefusal = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 403 || err.status === 409);

/**
 * Runs a form's save; a 403 or 409 becomes a translated toast and the form stays open, anything
 * else (a 422 and its field errors, a 409 on a field the books already used) goes back to the form.
 */
export async function toastRefusals(run: () => Promise<unknown>, notifyError: (err: unknown, resource?: string) => void, resource = ''): Promise<void> {
  try {
    await run();
  } catch (err) {
    // A value the books already used is the form's to show on its field.
    if (!isRefusal(err) || fieldOfConflict(err)) throw err;
    notifyError(err, resource);
  }
}
