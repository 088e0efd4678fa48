import { z } from 'zod';
import { EPP_PATH } from '@knjige/contract';
import { SefHttp, type SefHttpOptions } from '../sef-http';
import { eppAnswer, type EppAnswer, type EppRecordDto } from './epp-types';

/** The EPP's list filters: a year with a month, or a record's number. */
export type EppListQuery = { taxId: string; year: number; month?: number } | { taxId: string; year: number; vatDeductionRecordNumber: string };

/**
 * One company's input-VAT records on the EPP service (its own host, key in the `apiKey` header,
 * docs/domain.md#environments-keys-and-limits). A create or a correction is not repeated after a call without a clean
 * answer (it carries no requestId); the service looks a lost one up by its number instead.
 */
export class SefEppClient {
  private readonly http: SefHttp;
  constructor(options: Omit<SefHttpOptions, 'authHeader'>) {
    this.http = new SefHttp({ ...options, authHeader: 'apiKey' });
  }

  create(dto: EppRecordDto): Promise<EppAnswer> {
    return this.http.json({ method: 'POST', path: EPP_PATH, body: { json: dto }, repeatable: false }, eppAnswer);
  }

  /** Corrects a Recorded record: the same record the same day, else a new one (`ParentId` the old). */
  correct(id: number, dto: EppRecordDto): Promise<EppAnswer> {
    return this.http.json({ method: 'POST', path: `${EPP_PATH}/${id}`, body: { json: dto }, repeatable: false }, eppAnswer);
  }

  get(id: number): Promise<EppAnswer> {
    return this.http.json({ method: 'GET', path: `${EPP_PATH}/${id}`, repeatable: true }, eppAnswer);
  }

  list(query: EppListQuery): Promise<EppAnswer[]> {
    return this.http.json({ method: 'GET', path: EPP_PATH, query, repeatable: true }, z.array(eppAnswer));
  }
}
