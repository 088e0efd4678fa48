import { z } from './zod-config';

/**
 * Every date the API reads or answers: `YYYY-MM-DD` of a day that exists (30 February, 31 June
 * and 29 February of a common year are `invalid`). One schema, so a body field and a query filter
 * fail alike, as a field error and never at the database.
 */
export const isoDate = z.iso.date();
