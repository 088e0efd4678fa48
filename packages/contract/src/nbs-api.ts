/**
 * The National Bank of Serbia's exchange-rate web service as published (docs/decisions.md#foreign-currency):
 * SOAP 1.1 in this namespace. The server's client calls it and the simulator (apps/simulators) answers it.
 */
export const NBS_NAMESPACE = 'http://communicationoffice.nbs.rs';
