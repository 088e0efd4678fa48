/** What other features use of eOtpremnica: a goods invoice's dispatch note line (its key is on the SEF settings page). */
export { EotpDocPanel } from './eotp-doc-panel';
