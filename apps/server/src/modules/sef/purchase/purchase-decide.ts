import { eq } from 'drizzle-orm';
import { sefPurchaseFinalStatuses, type SefPurchaseRow } from '@knjige/contract';
import { belgradeDate, belgradeToday } from '@knjige/domain';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict, invalid } from '../../../platform/errors';
import { SefError } from '../sef-errors';
import type { SefRuntime } from '../sef-runtime';
import { noted, sefClientOf } from '../sef-settings';
import { purchaseRow, toRow } from './purchase-inbox';
import { keepAgencyFiguresNow } from '../../agency/agency-figures.repo';
import { sefPurchaseInvoice } from './purchase.tables';

const final: readonly string[] = sefPurchaseFinalStatuses;

/**
 * Accepts or rejects a purchase invoice on SEF and records SEF's answer. SEF's refusal is the
 * user's 409 with SEF's own message, and nothing here changes; SEF out of reach likewise (its key).
 */
export async function decidePurchase(db: Db, runtime: SefRuntime, companyId: number, id: number, accepted: boolean, comment: string): Promise<SefPurchaseRow> {
  if (!accepted && !comment.trim()) throw invalid({ comment: 'error.sef-purchase.comment-required' });
  const row = await purchaseRow(db, companyId, id);
  if (final.includes(row.sefStatus)) throw conflict('error.sef-purchase.decided', { status: row.sefStatus });
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.sef.no-key');
  let status: string;
  try {
    const answer = await noted(db, companyId, () => client.acceptRejectPurchaseInvoice(row.sefPurchaseId, accepted, comment.trim() || undefined));
    if (!answer.success) throw new SefError('rejected', { sefMessage: answer.message });
    status = answer.invoice?.status ?? (accepted ? 'Approved' : 'Rejected');
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    if (err.kind === 'rejected') throw new AppError(409, 'error.sef-purchase.refused', undefined, { message: err.detail.sefMessage ?? err.errorCode ?? '' });
    throw conflict(err.messageKey);
  }
  const now = new Date();
  const [updated] = await db
    .update(sefPurchaseInvoice)
    .set({ sefStatus: status, sefStatusAt: now, sefComment: comment.trim() || null, decidedAt: now, ...(status === 'Approved' ? { acceptedOn: belgradeDate(now) } : {}), updatedAt: now })
    .where(eq(sefPurchaseInvoice.id, row.id))
    .returning();
  await keepAgencyFiguresNow(db, companyId);
  return toRow(updated!, belgradeToday(now));
}
