import { RATE_SCALE, toDinars } from './currency';
import { lessPercent, lineAmount, mulDiv, netFromGross, vatFromNet } from './money';

/** What one purchase line is typed with: quantity (thousandths), prices (hundredths), discount (thousandths of a percent). */
export interface PurchaseLineInput {
  kolicina: number;
  fakCena: number;
  rabat1: number;
  prodCena: number;
}

/** The purchase calculation (kalkulacija) of one line: every derived figure, in scaled integers. */
export interface PurchaseLine {
  /** the invoice's value of the line less the discount, in the invoice's currency */
  devVr: number;
  /** purchase price: the invoice price less the discount (dinars) */
  nabCena: number;
  fakVr: number;
  rabatVr: number;
  /** purchase value: invoice value less the discount */
  nabVr: number;
  /** input VAT on the purchase value */
  nabPdv: number;
  prodVr: number;
  /** margin over the purchase price, hundredths of a percent (0 until both prices are known) */
  ruc: number;
}

/**
 * Spec §3, §5: purchase price = invoice price less the discount; margin = sale price net of VAT
 * over the purchase price. A retail warehouse keeps its sale prices with VAT (`retail`), so the
 * VAT at `stopa` comes out of the sale price before the margin is measured.
 *
 * An invoice in a foreign currency (`kurs`, millionths of a dinar per unit) has its prices typed in
 * that currency: the line's values are converted once each (`toDinars`, VAT-AND-LEDGER.md A7), the
 * discount in dinars is what lies between them; the sale price stays in dinars.
 */
export function purchaseLine(line: PurchaseLineInput, stopa: number, retail: boolean, kurs: number = RATE_SCALE): PurchaseLine {
  const invoiceValue = lineAmount(line.kolicina, line.fakCena);
  const devVr = invoiceValue - mulDiv(invoiceValue, line.rabat1, 100_000);
  const fakVr = toDinars(invoiceValue, kurs);
  const nabVr = toDinars(devVr, kurs);
  const rabatVr = fakVr - nabVr;
  const nabCena = toDinars(lessPercent(line.fakCena, line.rabat1), kurs);
  const netSale = retail ? netFromGross(line.prodCena, stopa) : line.prodCena;
  return {
    devVr,
    nabCena,
    fakVr,
    rabatVr,
    nabVr,
    nabPdv: vatFromNet(nabVr, stopa),
    prodVr: lineAmount(line.kolicina, line.prodCena),
    ruc: nabCena > 0 && line.prodCena > 0 ? mulDiv(netSale - nabCena, 10_000, nabCena) : 0,
  };
}

/**
 * Whether a supplier's invoice brings input VAT: a domestic supplier, no reverse charge ('none';
 * under it we compute the VAT ourselves, VAT-AND-LEDGER.md A6).
 */
export const supplierVat = (header: { inostrani: boolean; interniObracun: string }): boolean => !header.inostrani && header.interniObracun === 'none';

/** The moving average price of a stock: value over quantity (thousandths), 0 when there is none. */
export function averagePrice(value: number, quantity: number): number {
  return quantity > 0 ? mulDiv(value, 1000, quantity) : 0;
}
