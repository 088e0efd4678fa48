import { z } from 'zod';
import { SEF_VAT_PATHS, type VatRecordSide } from '@knjige/contract';
import { SefHttp, type SefHttpOptions } from '../sef-http';
import { groupVatAnswer, individualVatAnswer, vatRecordListItem, type GroupVatRecordDto, type IndividualVatRecordDto, type VatRecordAnswer } from './vat-record-types';

const cancelAnswer = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/**
 * One company's VAT records on SEF: create, correct (a new version), cancel (all versions). None
 * of these is repeated after a call without a clean answer: SEF takes no requestId for them, and
 * a second create would meet `CalculationNumberNotUnique` (docs/decisions.md#vat-records-on-sef).
 */
export class SefVatClient {
  private readonly http: SefHttp;
  constructor(options: SefHttpOptions) {
    this.http = new SefHttp(options);
  }

  async sendIndividual(dto: IndividualVatRecordDto, correctsId?: number): Promise<VatRecordAnswer> {
    const path = correctsId === undefined ? SEF_VAT_PATHS.individual : `${SEF_VAT_PATHS.individual}/correction/${correctsId}`;
    const a = await this.http.json({ method: 'POST', path, body: { json: dto }, repeatable: false }, individualVatAnswer);
    return { sefId: a.individualVatId, status: a.vatRecordingStatus };
  }

  async sendGroup(dto: GroupVatRecordDto, correctsId?: number): Promise<VatRecordAnswer> {
    const path = correctsId === undefined ? SEF_VAT_PATHS.group : `${SEF_VAT_PATHS.group}/correction/${correctsId}`;
    const a = await this.http.json({ method: 'POST', path, body: { json: dto }, repeatable: false }, groupVatAnswer);
    return { sefId: a.groupVatId, status: a.vatRecordingStatus };
  }

  /**
   * The record of `side` SEF holds under a calculation number among those recorded from `dateFrom`
   * to `dateTo`, or null: what a create whose answer was lost made (its retry meets
   * `CalculationNumberNotUnique`).
   */
  async findByCalculationNumber(side: VatRecordSide, calculationNumber: string, dateFrom: string, dateTo: string): Promise<VatRecordAnswer | null> {
    const list = await this.http.json({ method: 'GET', path: SEF_VAT_PATHS[side], query: { dateFrom, dateTo }, repeatable: true }, z.array(vatRecordListItem));
    const found = list.find((r) => r.calculationNumber === calculationNumber);
    const sefId = found ? (side === 'group' ? found.groupVatId : found.individualVatId) : null;
    return found && sefId != null ? { sefId, status: found.vatRecordingStatus } : null;
  }

  /** Cancels a record with all its versions; SEF answers its id. */
  async cancel(side: VatRecordSide, sefId: number): Promise<VatRecordAnswer> {
    const id = await this.http.json({ method: 'POST', path: `${SEF_VAT_PATHS[side]}/cancel/${sefId}`, repeatable: false }, cancelAnswer);
    return { sefId: id, status: 30 };
  }
}
