/**
 * Rules of the SEF e-invoice that the server and the web both apply.
 */

/** The file an export or print is saved as (docs/domain.md#states-and-defaults): the document number without whitespace, slashes as dashes. */
export function exportFileName(documentNumber: string, extension = '.xml'): string {
  return `${documentNumber.replace(/\s+/g, '').replace(/[/\\]/g, '-')}${extension}`;
}

/**
 * The SEF VAT category of a line (docs/domain.md#the-e-invoice-ubl): a seller outside the VAT system writes O for
 * everything; otherwise a positive rate is S, and a 0 % rate is Z when the exemption keeps the
 * right to deduct input VAT (VAT law art. 24) and E when it does not (art. 25). Reverse charge (AE)
 * is never derived: only a rate that says so is AE.
 */
export function sefCategoryOf(line: { stopa: number; pravoOdbitka: boolean }, sellerIsPdv: boolean): 'S' | 'E' | 'O' | 'Z' {
  if (!sellerIsPdv) return 'O';
  if (line.stopa > 0) return 'S';
  return line.pravoOdbitka ? 'Z' : 'E';
}

/** A dispatch note's number: the one written on the invoice, else the invoice's own label ("invoice with dispatch note" is one document). */
export const despatchNumber = (invoice: { brojOtpremnice: string; oznaka: string }): string => invoice.brojOtpremnice || invoice.oznaka;

/** The file an electronic dispatch note is saved as: its number as exports name files, marked as a dispatch note. */
export const despatchFileName = (invoice: { brojOtpremnice: string; oznaka: string }): string => exportFileName(despatchNumber(invoice), '-otpremnica.xml');
