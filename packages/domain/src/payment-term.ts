/**
 * A client's payment term: the days it has to pay an invoice. One rule for the web's default due
 * date and the API's (docs/decisions.md#typed-dates-and-numbers).
 */

import { addDays } from './belgrade-day';

/** The longest payment term a client takes, in days. */
export const MAX_PAYMENT_TERM_DAYS = 365;

/** The due date of an invoice dated `datum` for a client who pays within `days` days (0: the same day). */
export const dueDateAfter = (datum: string, days: number): string => addDays(datum, days);
