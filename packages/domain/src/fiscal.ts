/**
 * How a fiscal receipt's total is paid (docs/domain.md#states-and-defaults): type 1 cash, 2 cheques,
 * 3 card, 4 wire transfer put the whole total in that part; type 5 (other or mixed) keeps the parts
 * typed in. Cash is what the other parts leave of the total. Amounts in hundredths.
 */
export interface PaymentParts {
  cekovi: number;
  kartica: number;
  virman: number;
}

export interface PaymentSplit extends PaymentParts {
  gotovina: number;
}

/** The parts a payment type sets from the total; type 5 keeps `given`. */
export function paymentParts(fisPlacanje: number, total: number, given: PaymentParts): PaymentParts {
  switch (fisPlacanje) {
    case 2:
      return { cekovi: total, kartica: 0, virman: 0 };
    case 3:
      return { cekovi: 0, kartica: total, virman: 0 };
    case 4:
      return { cekovi: 0, kartica: 0, virman: total };
    case 5:
      return { cekovi: given.cekovi, kartica: given.kartica, virman: given.virman };
    default:
      return { cekovi: 0, kartica: 0, virman: 0 };
  }
}

/** Whether typed-in parts add up to more than the total (cash would be negative). */
export const partsExceedTotal = (parts: PaymentParts, total: number): boolean => parts.cekovi + parts.kartica + parts.virman > total;

/** The parts of a payment type and the cash that remains. */
export function paymentSplit(fisPlacanje: number, total: number, given: PaymentParts): PaymentSplit {
  const parts = paymentParts(fisPlacanje, total, given);
  return { ...parts, gotovina: total - parts.cekovi - parts.kartica - parts.virman };
}

/** The receipt number printed on a fiscal receipt: `BI` and six zero-padded digits. */
export const fiscalReceiptNumber = (n: number): string => `BI${String(n).padStart(6, '0')}`;

/** The sequence number of a receipt number (`BI000042` → 42; 0 for anything else). */
export function fiscalReceiptSeq(fisBi: string | null | undefined): number {
  const match = /^BI(\d{6,})$/.exec(fisBi ?? '');
  return match ? Number(match[1]) : 0;
}
