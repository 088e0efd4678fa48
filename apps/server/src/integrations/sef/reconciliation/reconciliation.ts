import { sefReconKinds, type SefReconciliation, type SefReconKind, type SefReconQuery } from '@knjige/contract';
import type { Db } from '../../../platform/db/client';
import { internalInvoiceLines } from './recon-internal';
import { purchaseLines } from './recon-purchases';
import { reconRange } from './recon-range';
import { salesLines } from './recon-sales';
import { vatRecordLines } from './recon-vat-records';

/** `GET /v1/sef/reconciliation`: where the books and what the sync kept of SEF (and the VAT records sent) disagree in a period, counted per kind. */
export async function reconcile(db: Db, companyId: number, q: SefReconQuery, now = new Date()): Promise<SefReconciliation> {
  const range = await reconRange(db, companyId, q);
  const lines = [...(await salesLines(db, companyId, range, now)), ...(await internalInvoiceLines(db, companyId, range, now)), ...(await purchaseLines(db, companyId, range, now)), ...(await vatRecordLines(db, companyId, range, now))];
  const counts = Object.fromEntries(sefReconKinds.map((k) => [k, 0])) as Record<SefReconKind, number>;
  for (const line of lines) counts[line.kind]++;
  return { counts, lines };
}
