/**
 * The SEF and eOtpremnica simulator (`npm run sef-sim`, or in a test's own process): their published
 * APIs (docs/domain.md#sef-api, docs/domain.md#eotpremnica) in memory, with controls to play SEF's,
 * the carrier's and the buyer's side and their failures.
 */
export { buildSefSimulator, startSefSimulator, type SefSimulator, type SefSimulatorOptions } from './sim-server';
export { sampleInvoiceXml, type SampleInvoice } from './sample-ubl';
export { envelope } from './sim-xml';
