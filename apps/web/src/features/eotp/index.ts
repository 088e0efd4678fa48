/** What other features use of eOtpremnica: a goods invoice's dispatch note line (its key is on the SEF settings page). */
export { EotpDocPanel } from './eotp-doc-panel';
/** A purchase document's received dispatch notes and their differences (the incoming invoice's panel). */
export { ReceivedNotesPanel } from './received-panel';
