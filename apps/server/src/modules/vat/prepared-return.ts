import { isReturn2027 } from '@knjige/domain';
import type { PreparedReturn, PreparedReturnQuery } from '@knjige/contract';
import type { Tx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/errors';
import { periodMonth } from './vat-month';

/**
 * `GET /v1/vat/prepared-return`: the return SEF prepares for a month beside the books, every
 * difference explained document by document (docs/decisions.md "The 2027 return").
 */
export async function preparedReturnOf(tx: Tx, companyId: number, query: PreparedReturnQuery): Promise<PreparedReturn> {
  const { month } = await periodMonth(tx, companyId, query.periodId, query.month);
  if (!isReturn2027(month)) throw invalid({ month: 'error.month.before-2027' });
  throw new AppError(501, 'error.not-implemented');
}
