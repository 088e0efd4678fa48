/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
export { ForgottenPasswordLink } from './forgotten-password-link';
export { switchCompany } from './api';
