// The retail invoice's own reads for its routes (passed through from the repository).
export { linkableReceipts, linkedReceiptLines } from './fak.repo';
