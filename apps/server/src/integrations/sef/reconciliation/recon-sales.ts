import { sendsToSef, type SefReconLine } from '@knjige/contract';
import type { Reader } from '../../../platform/db/client';
import { documentFamilies } from '../../../documents/documents.module';
import { ageInDays, type ReconRange } from './recon-range';
import { salesNotSettled } from './reconciliation.repo';

/**
 * The period's locked sales documents SEF should have (the family's registry entry sends the
 * sub-type, the buyer is a firm not known to be off SEF) that it does not have, or whose SEF
 * status is not final: one query per family that sends, reading only what the sync keeps.
 */
export async function salesLines(db: Reader, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const lines: SefReconLine[] = [];
  for (const family of documentFamilies) {
    const entry = family.entry;
    if (!entry.einvoice || !family.komColumn) continue;
    const subTypes = entry.subTypes.kind === 'fixed' ? entry.subTypes.values.filter((s) => sendsToSef(entry, s)) : null;
    const rows = await salesNotSettled(db, companyId, { vDoc: family.vDoc, header: family.header, komColumn: family.komColumn }, range, subTypes);
    for (const r of rows) {
      const open = r.state === 'sent';
      const since = open ? (r.sefStatusAt ?? r.sentAt) : r.lockedAt;
      lines.push({
        kind: open ? 'sales-open' : 'sales-missing',
        vDoc: family.vDoc,
        vSubDoc: r.vSubDoc,
        docId: Number(r.id),
        purchaseId: null,
        label: r.label,
        date: r.datum,
        partner: r.partner,
        state: r.state,
        sefStatus: r.sefStatus,
        errorKey: r.errorKey,
        ageDays: since ? ageInDays(since, now) : ageInDays(r.datum, now),
        sef: null,
        books: null,
        vatRecord: null,
      });
    }
  }
  return lines;
}
