import { addDays, belgradeToday, zeroAmounts } from '@knjige/domain';
import type { SefVatRecordRow, SefVatRecords } from '@knjige/contract';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict } from '../../../platform/errors';
import { SefError } from '../sef-errors';
import type { SefRuntime } from '../sef-runtime';
import { noted } from '../sef-settings';
import { SefVatClient } from './vat-record-client';
import { monthOf } from './vat-record-sources';
import { keepVatRecord, sealedSefKeyOf } from './vat-record.repo';
import { keepAgencyFiguresNow } from '../../agency/agency-figures';
import type { GroupVatRecordDto, IndividualVatRecordDto, VatRecordAnswer } from './vat-record-types';

import { CANCELLED, review, reviewVatRecords, type Month } from './vat-records-review';

export { actionOf, reviewVatRecords } from './vat-records-review';

/** A record's calculation number: the same for the same version, so SEF refuses a second create of it (`CalculationNumberNotUnique`). */
export const calculationNumberOf = (m: Pick<Month, 'year' | 'month'>, row: Pick<SefVatRecordRow, 'kind' | 'key'>, version: number) =>
  `${row.kind === 'group' ? 'ZB' : 'PO'}-${m.year}-${String(m.month).padStart(2, '0')}-${row.key.replace(':', '-')}-v${version}`;

const dinars = (para: number) => para / 100;

function individualDto(m: Month, row: SefVatRecordRow, calculationNumber: string): IndividualVatRecordDto {
  const c = row.current;
  const internal = row.documentType === 400 || row.documentType === 401;
  return {
    year: m.year,
    calculationNumber,
    ...(internal ? { internalInvoiceNumber: row.number } : { documentNumber: row.number }),
    vatPeriod: m.month,
    documentDirection: internal ? 0 : 1,
    documentType: row.documentType === 400 ? 400 : row.documentType === 401 ? 401 : 386,
    internalInvoiceOption: internal ? 1 : 0,
    relatedPartyIdentifier: row.partner,
    noRealEstateBaseAmount20: dinars(c.base20),
    noRealEstateCalculatedVat20: dinars(c.vat20),
    noRealEstateBaseAmount10: dinars(c.base10),
    noRealEstateCalculatedVat10: dinars(c.vat10),
    relatedInvoiceOption: 0,
    relatedInternalInvoiceOption: 0,
  };
}

function groupDto(m: Month, row: SefVatRecordRow, calculationNumber: string): GroupVatRecordDto {
  const c = row.current;
  return { year: m.year, calculationNumber, vatPeriod: m.month, baseAmount20: dinars(c.base20), calculatedVat20: dinars(c.vat20), baseAmount10: dinars(c.base10), calculatedVat10: dinars(c.vat10) };
}

async function vatClientOf(db: Db, runtime: SefRuntime, companyId: number): Promise<SefVatClient | null> {
  const sealed = await sealedSefKeyOf(db, companyId);
  const apiKey = sealed !== null ? runtime.cipher.open(companyId, sealed) : null;
  return apiKey ? new SefVatClient({ baseUrl: runtime.baseUrl, apiKey, backoffMs: runtime.retryMs, timeoutMs: runtime.timeoutMs, limiter: runtime.limiter }) : null;
}

/** SEF's refusal as the user reads it: its own message on a 4xx, else what went wrong. */
function refused(err: SefError): AppError {
  if (err.kind === 'rejected') return new AppError(409, 'error.sef.vat-record-refused', undefined, { message: err.detail.sefMessage ?? err.errorCode ?? '' });
  return conflict(err.messageKey);
}

/**
 * The record an earlier send of this calculation number made on SEF (its answer lost), looked up
 * among the last 60 days' records; null when SEF has none (then the refusal stands).
 */
async function madeBefore(client: SefVatClient, side: 'individual' | 'group', calculationNumber: string): Promise<VatRecordAnswer | null> {
  const today = belgradeToday();
  return client.findByCalculationNumber(side, calculationNumber, addDays(today, -60), today);
}

/** Months being sent in this process: a second send of the same month waits its turn with a 409. */
const sending = new Set<string>();

/**
 * `POST /v1/sef/vat-records`: sends what the review says, one record after the other; each record
 * SEF takes is kept at once, so a refusal stops the rest (409 with SEF's message) and keeps nothing
 * of the refused one. A second send finds nothing to do.
 */
export async function sendVatRecords(db: Db, runtime: SefRuntime, companyId: number, periodId: number, month: number): Promise<SefVatRecords> {
  const { year, from, to } = await monthOf(db, companyId, periodId, month);
  const client = await vatClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.sef.no-key');
  const lock = `${companyId}|${year}|${month}`;
  if (sending.has(lock)) throw conflict('error.sef.sending');
  sending.add(lock);
  try {
    const m = { companyId, periodId, year, month };
    const { rows, sent } = await review(db, { ...m, from, to });
    for (const row of rows) {
      if (row.action === 'none') continue;
      const before = sent.get(`${row.kind}|${row.key}`) ?? null;
      let answer: VatRecordAnswer;
      let version = before?.version ?? 0;
      try {
        if (row.action === 'cancel') {
          answer = await noted(db, companyId, () => client.cancel(row.kind, before!.sefId));
        } else {
          version += 1;
          const number = calculationNumberOf(m, row, version);
          const correctsId = row.action === 'correct' ? before!.sefId : undefined;
          answer = await noted(db, companyId, () => (row.kind === 'group' ? client.sendGroup(groupDto(m, row, number), correctsId) : client.sendIndividual(individualDto(m, row, number), correctsId))).catch(
            async (err: unknown) => (err instanceof SefError && err.errorCode === 'CalculationNumberNotUnique' && (await madeBefore(client, row.kind, number))) || Promise.reject(err),
          );
        }
      } catch (err) {
        if (err instanceof SefError) throw refused(err);
        throw err;
      }
      const figures = row.action === 'cancel' ? zeroAmounts() : row.current;
      const values = {
        number: row.number,
        partner: row.partner,
        documentType: row.documentType,
        version,
        calculationNumber: row.action === 'cancel' ? before!.calculationNumber : calculationNumberOf(m, row, version),
        sefId: answer.sefId,
        sefStatus: row.action === 'cancel' ? CANCELLED : answer.status,
        ...figures,
        sentAt: new Date(),
      };
      await db.transaction((tx) => keepVatRecord(tx, { companyId, periodId, year, month, kind: row.kind, key: row.key }, values));
    }
  } finally {
    sending.delete(lock);
  }
  await keepAgencyFiguresNow(db, companyId);
  return reviewVatRecords(db, companyId, periodId, month);
}
