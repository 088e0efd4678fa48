/** What other features use of eOtpremnica: a goods invoice's dispatch note line, the settings page's key. */
export { EotpDocPanel } from './eotp-doc-panel';
export { EotpSettingsCard } from './eotp-settings-card';
