import type { Tx } from '../platform/db/client';
import { conflict, invalid } from '../platform/errors';
import { holdDesk, insertNegatedRows, insertOrderRows, lowestDeskBalanceFrom } from './cash-book.repo';

type Order = { id: number; companyId: number; kasaId: number; datum: string };

/**
 * The lock's cash book rows: one per line, money in on a receipt and out on a payment, with the
 * name of what the line names; then the desk may not fall below zero on any day from the order's
 * date on (422 `iznos`, the lock undone).
 */
export async function postCashBook(tx: Tx, order: Order): Promise<void> {
  await holdDesk(tx, order);
  await insertOrderRows(tx, order);
  if ((await lowestDeskBalanceFrom(tx, order)) < 0) throw invalid({ iznos: 'error.iznos.cash-below-zero' });
}

/** The storno's rows: the lock's negated; a receipt whose cash was paid out since is refused (409). */
export async function stornoCashBook(tx: Tx, order: Order): Promise<void> {
  await holdDesk(tx, order);
  await insertNegatedRows(tx, order);
  if ((await lowestDeskBalanceFrom(tx, order)) < 0) throw conflict('error.blg.storno-below-zero');
}
