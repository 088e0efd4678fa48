/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
export { missingRateLink, useCurrencies } from './api';
export { MissingRateNotice, missingRateOf } from './missing-rate';
export { RATE_DECIMALS } from './rate-text';
