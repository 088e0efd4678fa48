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
  /** purchase price: the invoice price less the discount */
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
 */
export function purchaseLine(line: PurchaseLineInput, stopa: number, retail: boolean): PurchaseLine {
  const fakVr = lineAmount(line.kolicina, line.fakCena);
  const rabatVr = mulDiv(fakVr, line.rabat1, 100_000);
  const nabVr = fakVr - rabatVr;
  const nabCena = lessPercent(line.fakCena, line.rabat1);
  const netSale = retail ? netFromGross(line.prodCena, stopa) : line.prodCena;
  return {
    nabCena,
    fakVr,
    rabatVr,
    nabVr,
    nabPdv: vatFromNet(nabVr, stopa),
    prodVr: lineAmount(line.kolicina, line.prodCena),
    ruc: nabCena > 0 && line.prodCena > 0 ? mulDiv(netSale - nabCena, 10_000, nabCena) : 0,
  };
}

/** The moving average price of a stock: value over quantity (thousandths), 0 when there is none. */
export function averagePrice(value: number, quantity: number): number {
  return quantity > 0 ? mulDiv(value, 1000, quantity) : 0;
}
