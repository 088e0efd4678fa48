import { vatSummary } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { ownLinesOf, receiptLinesOf } from './fak.repo';

/** The sub-type paid in cash at the counter: its own lines owe nothing. */
export const CASH_SUB_TYPE = 'fak-got';

/** A retail invoice's lines of their own (not links to receipts). */
export const ownLines = <L extends { pdvStopa: number | null }>(items: L[]) => items.filter((i): i is L & { pdvStopa: number } => i.pdvStopa !== null);

/**
 * A retail invoice's VAT per rate: over each rate's summed amounts, VAT inside (docs/domain.md#amounts-and-rounding).
 * Lock books these rows to KIR for the own lines; the print and the e-invoice show the same rows.
 */
export const retailVat = (lines: ReadonlyArray<{ pdvStopa: number; iznos: number }>) => vatSummary(lines.map((l) => ({ stopa: l.pdvStopa, iznos: l.iznos })), true);

/**
 * What a retail invoice sold, line by line, at prices with VAT: the article lines of the receipts
 * it links (`fak-mp`), or its lines of their own (`fak-got`, `fak-usl`) as one piece of what the
 * description says, without article code or unit.
 */
export interface RetailLine {
  intSifra: string;
  artNaziv: string;
  meraCode: string;
  /** the company's name of the unit, if it lists the code */
  unitSef: string | null;
  /** thousandths */
  kolicina: number;
  /** unit price with VAT */
  prodCena: number;
  /** hundredths of a percent, as on the line */
  pdvStopa: number;
  /** the line's amount with VAT */
  iznos: number;
  /** the VAT rate row the line names today (the article's, or the own line's): its rate, text and right to deduct */
  rateStopa: number;
  rateOpis: string;
  pravoOdbitka: boolean;
}

/** The lines of a retail invoice in its items' order (a receipt's lines in their own order). */
export async function readRetailLines(tx: Reader, docId: number): Promise<RetailLine[]> {
  const [receiptLines, own] = await Promise.all([receiptLinesOf(tx, docId), ownLinesOf(tx, docId)]);
  const ownRows = ownLines(own).map(({ opis, iznos, ...r }) => ({
    ...r,
    intSifra: '',
    artNaziv: opis,
    meraCode: '',
    unitSef: null,
    kolicina: 1000,
    prodCena: iznos,
    iznos,
  }));
  // the two kinds never share a document, but the items' order holds either way (a stable sort keeps a receipt's lines in order)
  return [...receiptLines, ...ownRows].sort((a, b) => a.itemId - b.itemId).map(({ itemId: _itemId, ...line }) => line);
}
