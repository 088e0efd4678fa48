import { RATE_SCALE, toDinars } from './currency';
import { spreadCosts } from './dependent-costs';
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
 * docs/domain.md#entities-and-fields, docs/domain.md#validation: purchase price = invoice price less the discount; margin = sale price net of VAT
 * over the purchase price. A retail warehouse keeps its sale prices with VAT (`retail`), so the
 * VAT at `stopa` comes out of the sale price before the margin is measured.
 *
 * An invoice in a foreign currency (`kurs`, millionths of a dinar per unit) has its prices typed in
 * that currency: the line's values are converted once each (`toDinars`, docs/domain.md#foreign-currency), the
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
    ruc: marginPercent(netSale, nabCena),
  };
}

/**
 * Whether a supplier's invoice brings input VAT: a domestic supplier, no reverse charge ('none';
 * under it we compute the VAT ourselves, docs/domain.md#reverse-charge).
 */
export const supplierVat = (header: { inostrani: boolean; interniObracun: string }): boolean => !header.inostrani && header.interniObracun === 'none';

/**
 * The margin (RUC) of a sale price without VAT over a cost price, in hundredths of a percent:
 * (sale − cost) / cost; 0 until both prices are known. The purchase calculation measures it over
 * the cost price with the line's share of the dependent costs (`costedPurchaseLines`).
 */
export function marginPercent(netSalePrice: number, costPrice: number): number {
  return costPrice > 0 && netSalePrice > 0 ? mulDiv(netSalePrice - costPrice, 10_000, costPrice) : 0;
}

/** What a purchase line needs for its share of the dependent costs and its margin over them. */
export interface CostedLineInput {
  /** thousandths */
  kolicina: number;
  /** the line's purchase value from the invoice (dinars, after the discount) */
  nabVr: number;
  /** the purchase price from the invoice (dinars, after the discount): the cost price when there are no costs */
  nabCena: number;
  /** the sale price as stored (with VAT in a retail warehouse) */
  prodCena: number;
  /** hundredths of a percent */
  pdvStopa: number;
}

/** A purchase line as the stock receives it: its share of the dependent costs, the value and cost price with them, and the margin over that cost price. */
export interface CostedLine {
  /** the line's share of the dependent costs */
  zavisniTr: number;
  /** purchase value with the share */
  nabVr: number;
  /** cost price with the share: the value over the quantity */
  nabCena: number;
  /** margin of the sale price without VAT over that cost price, hundredths of a percent */
  ruc: number;
}

/**
 * The purchase calculation's lines with the dependent costs (docs/domain.md#import): the costs
 * spread by each line's invoice value (`spreadCosts`), the cost price = value with the share over
 * the quantity, and the margin measured over that cost price, the sale price net of VAT in a
 * retail warehouse. Without costs a line keeps its invoice's purchase price (no re-division of the
 * value). The lock books these values into stock; the screen and the print show them.
 */
export function costedPurchaseLines(lines: readonly CostedLineInput[], zavisniTr: number, retail: boolean): CostedLine[] {
  const shares = spreadCosts(
    lines.map((l) => l.nabVr),
    zavisniTr,
  );
  return lines.map((l, i) => {
    const share = shares[i]!;
    const nabVr = l.nabVr + share;
    const nabCena = zavisniTr ? averagePrice(nabVr, l.kolicina) : l.nabCena;
    const netSale = retail ? netFromGross(l.prodCena, l.pdvStopa) : l.prodCena;
    return { zavisniTr: share, nabVr, nabCena, ruc: marginPercent(netSale, nabCena) };
  });
}

/** The moving average price of a stock: value over quantity (thousandths), 0 when there is none. */
export function averagePrice(value: number, quantity: number): number {
  return quantity > 0 ? mulDiv(value, 1000, quantity) : 0;
}
