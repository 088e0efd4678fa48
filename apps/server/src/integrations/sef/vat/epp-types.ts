import { z } from 'zod';
import { eppLines, type EppBlock, type EppColumn, type EppFigure, type EppLine } from '@knjige/domain';
import { ciObject, optId, optText } from '../sef-json';

/** The EPP's `Status` (docs/domain.md#vat-record-calls): Draft 10, Recorded 20, Corrected 30. Only Recorded is correctable. */
export const eppStatuses = { 10: 'Draft', 20: 'Recorded', 30: 'Corrected' } as const;
export const EPP_RECORDED = 20;
export const EPP_CORRECTED = 30;

/** Base, VAT and deductible VAT in dinars with two decimals, under one rate or block. */
type Amounts = Record<string, number>;

/**
 * `VatDeductionRecordRequestDto` (docs/domain.md#vat-record-calls): the header fields as quoted, the blocks
 * as `eppRules` fills them (⚠ the nesting below the quoted names is inferred).
 */
export interface EppRecordDto {
  VatDeductionRecordNumber: string;
  TaxId: string;
  Year: number;
  /** Monthly 1, Quarterly 4 */
  VatPeriodRange: 1 | 4;
  /** 1–12 a month, 13–16 a quarter */
  VatPeriod: number;
  TurnoverAsSupplier: Record<EppLine, { TurnoverAtRateOf20Percent: Amounts; TurnoverAtRateOf10Percent: Amounts }>;
  TurnoverAsRecipient: Record<EppLine, { TurnoverAtRateOf20Percent: Amounts; TurnoverAtRateOf10Percent: Amounts }>;
  VatForImport: { TurnoverAtRateOf20Percent: Amounts; TurnoverAtRateOf10Percent: Amounts };
  VatPaidToFarmer: Amounts;
  CorrectionOfDeductibleVat: Amounts;
}

const dinars = (para: number) => para / 100;

/** The columns each block has (zeros included, so the record says every figure). */
const blockColumns: Record<EppBlock, EppColumn[]> = {
  TurnoverAsSupplier: ['Invoice', 'FiscalInvoice', 'OtherInvoice', 'Total'],
  TurnoverAsRecipient: ['InternalInvoiceForeigner', 'InternalInvoiceVatPayer', 'Total'],
  VatForImport: ['Total'],
  VatPaidToFarmer: ['Total'],
};

/** One rate's (or a rateless block's) fields: `<column>_Base`, `<column>_Vat` per column, `Total_` their sums, `Deduction_Vat`. */
function amountsOf(figures: readonly EppFigure[], block: EppBlock, line: EppLine | null, rate: 20 | 10 | null): Amounts {
  const mine = figures.filter((f) => f.block === block && f.line === line && f.rate === rate);
  const out: Amounts = {};
  for (const column of blockColumns[block]) {
    const of = column === 'Total' ? mine : mine.filter((f) => f.column === column);
    out[`${column}_Base`] = dinars(of.reduce((s, f) => s + f.base, 0));
    out[`${column}_Vat`] = dinars(of.reduce((s, f) => s + f.vat, 0));
  }
  out.Deduction_Vat = dinars(mine.reduce((s, f) => s + f.deduction, 0));
  return out;
}

const rates = (figures: readonly EppFigure[], block: EppBlock, line: EppLine | null) => ({
  TurnoverAtRateOf20Percent: amountsOf(figures, block, line, 20),
  TurnoverAtRateOf10Percent: amountsOf(figures, block, line, 10),
});

const lines = (figures: readonly EppFigure[], block: 'TurnoverAsSupplier' | 'TurnoverAsRecipient') =>
  Object.fromEntries(eppLines.map((line) => [line, rates(figures, block, line)])) as EppRecordDto['TurnoverAsSupplier'];

/** The request of a period's figures. */
export function eppDto(head: Pick<EppRecordDto, 'VatDeductionRecordNumber' | 'TaxId' | 'Year' | 'VatPeriodRange' | 'VatPeriod'>, figures: readonly EppFigure[]): EppRecordDto {
  return {
    ...head,
    TurnoverAsSupplier: lines(figures, 'TurnoverAsSupplier'),
    TurnoverAsRecipient: lines(figures, 'TurnoverAsRecipient'),
    VatForImport: rates(figures, 'VatForImport', null),
    VatPaidToFarmer: amountsOf(figures, 'VatPaidToFarmer', null, null),
    // no source in the books (docs/decisions.md#vat-records-on-sef)
    CorrectionOfDeductibleVat: { Total_Vat: 0 },
  };
}

/** The response (and a list item), the part we keep: the request's number plus `Id`, `Status`, `ParentId`, the dates. */
export const eppAnswer = ciObject({
  id: z.number().int(),
  status: z.number().int(),
  parentId: optId,
  vatDeductionRecordNumber: optText,
  statusChangeDate: optText,
  recordingDate: optText,
  createdUtc: optText,
});
export type EppAnswer = z.output<typeof eppAnswer>;
