import type { EotpReceiptLine } from '@knjige/contract';
import { children, parseXml, textAt } from '../sef/purchase/xml-tree';

/** A quantity of the UBL (`9.5`) in thousandths (9500); what is not a number reads as 0. */
export function thousandths(value: string | null): number {
  const match = /^\s*(-?)(\d+)(?:\.(\d{0,3})\d*)?\s*$/.exec(value ?? '');
  if (!match) return 0;
  const whole = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] ? -whole : whole;
}

export interface ReceiptAdvice {
  id: string | null;
  /** the dispatch note's number it answers (`cac:DespatchDocumentReference/cbc:ID`) */
  despatchNumber: string | null;
  lines: EotpReceiptLine[];
}

/**
 * The buyer's UBL 2.1 ReceiptAdvice: per line the dispatch note's line it answers, the quantity
 * received and the quantity refused with its reason. Throws `XmlParseError` on a broken file.
 */
export function parseReceiptAdvice(xml: string): ReceiptAdvice {
  const root = parseXml(xml);
  return {
    id: textAt(root, 'ID'),
    despatchNumber: textAt(root, 'DespatchDocumentReference', 'ID'),
    lines: children(root, 'ReceiptLine').map((line) => ({
      lineId: textAt(line, 'DespatchLineReference', 'LineID') ?? textAt(line, 'ID') ?? '',
      received: thousandths(textAt(line, 'ReceivedQuantity')),
      rejected: thousandths(textAt(line, 'RejectedQuantity')),
      reason: textAt(line, 'RejectReason'),
    })),
  };
}
