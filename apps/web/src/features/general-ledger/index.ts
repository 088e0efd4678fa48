/** What other features use of the general ledger's screens. */
export { VatSettlementButton } from './vat-settlement-button';
