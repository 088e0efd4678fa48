import { sefPurchaseFinalStatuses, type SefPurchaseRow } from '@knjige/contract';
import { belgradeDate, belgradeToday } from '@knjige/domain';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict, invalid } from '../../../platform/errors';
import { SefError } from '../sef-errors';
import type { SefRuntime } from '../sef-runtime';
import { noted, sefClientOf } from '../sef-settings';
import { DECISION_LEASE_MS, decisionPending, purchaseRow, toRow } from './purchase-inbox';
import { keepAgencyFiguresNow } from '../../agency/agency-figures';
import { takeDecision, updatePurchaseReturning } from './purchase.repo';

const final: readonly string[] = sefPurchaseFinalStatuses;

/** SEF's answer to a decision: the invoice's new status, or SEF's refusal (or SEF out of reach). */
type Outcome = { status: string } | { refusal: AppError; errorKey: string; errorMessage: string | null };

/**
 * Accepts or rejects a purchase invoice on SEF. The decision is written on the invoice first (one
 * at a time: a second while one is on its way is 409), then SEF is asked; when SEF answers within
 * `runtime.answerWithinMs` (SEF_ANSWER_WITHIN_MS, 150 ms) the request answers with it as before (the row, or 409 with SEF's
 * message and nothing changed). When SEF is slower the request answers `pending` at once and the
 * call goes on: its answer is written on the invoice when it comes (the status, or the refusal in
 * `decisionError`), and the inbox asks again until it has.
 */
export async function decidePurchase(
  db: Db,
  runtime: SefRuntime,
  companyId: number,
  id: number,
  accepted: boolean,
  comment: string,
): Promise<{ row: SefPurchaseRow; pending: boolean }> {
  if (!accepted && !comment.trim()) throw invalid({ comment: 'error.sef-purchase.comment-required' });
  const row = await purchaseRow(db, companyId, id);
  if (final.includes(row.sefStatus)) throw conflict('error.sef-purchase.decided', { status: row.sefStatus });
  if (decisionPending(row)) throw conflict('error.sef-purchase.deciding');
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.sef.no-key');
  const text = comment.trim() || null;
  const askedAt = new Date();
  // taken in one statement: of two asking at once, one sends
  const [taken] = await db.transaction((tx) =>
    takeDecision(tx, row.id, { decision: accepted ? 'accept' : 'reject', decisionComment: text, decisionAt: askedAt, decisionError: null, decisionErrorMessage: null }, new Date(askedAt.getTime() - DECISION_LEASE_MS)),
  );
  if (!taken) throw conflict('error.sef-purchase.deciding');

  const call = (async (): Promise<Outcome> => {
    try {
      const answer = await noted(db, companyId, () => client.acceptRejectPurchaseInvoice(row.sefPurchaseId, accepted, text ?? undefined));
      if (!answer.success) throw new SefError('rejected', { sefMessage: answer.message });
      return { status: answer.invoice?.status ?? (accepted ? 'Approved' : 'Rejected') };
    } catch (err) {
      if (!(err instanceof SefError)) throw err;
      if (err.kind === 'rejected') {
        const message = err.detail.sefMessage ?? err.errorCode ?? '';
        return { refusal: new AppError(409, 'error.sef-purchase.refused', undefined, { message }), errorKey: 'error.sef-purchase.refused', errorMessage: message };
      }
      return { refusal: conflict(err.messageKey), errorKey: err.messageKey, errorMessage: null };
    }
  })();

  /** SEF's answer written on the invoice; a refusal kept only when the user's request had already answered. */
  const settle = async (outcome: Outcome, late: boolean) => {
    const now = new Date();
    const cleared = { decision: null, decisionComment: null, decisionAt: null, updatedAt: now };
    const set =
      'status' in outcome
        ? { ...cleared, sefStatus: outcome.status, sefStatusAt: now, sefComment: text, decidedAt: now, decisionError: null, decisionErrorMessage: null, ...(outcome.status === 'Approved' ? { acceptedOn: belgradeDate(now) } : {}) }
        : { ...cleared, ...(late ? { decisionError: outcome.errorKey, decisionErrorMessage: outcome.errorMessage } : {}) };
    const [updated] = await db.transaction((tx) => updatePurchaseReturning(tx, row.id, set));
    await keepAgencyFiguresNow(db, companyId);
    return toRow(updated!, belgradeToday(now));
  };

  const first = await Promise.race([call, new Promise<null>((resolve) => setTimeout(() => resolve(null), runtime.answerWithinMs).unref())]);
  if (first) {
    const updated = await settle(first, false);
    if ('refusal' in first) throw first.refusal;
    return { row: updated, pending: false };
  }
  runtime.later(call.then((outcome) => settle(outcome, true)));
  return { row: toRow(taken, belgradeToday(askedAt)), pending: true };
}
