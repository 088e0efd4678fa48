import { and, eq, gte, inArray, lte, notInArray, or, sql, isNull } from 'drizzle-orm';
import { sefSalesFinalStatuses, sendsToSef, type SefReconLine } from '@knjige/contract';
import type { Db } from '../../../platform/db/client';
import { documentFamilies } from '../../../documents/documents.module';
import { komMain } from '../../../master/clients/clients.tables';
import { sefOutbox, sefRegistry } from '../sef.tables';
import { ageInDays, type ReconRange } from './recon-range';

/** Outbox states of a document SEF does not have (yet). */
const NOT_ON_SEF = ['queued', 'sending', 'failed'] as const;

/**
 * The period's locked sales documents SEF should have (the family's registry entry sends the
 * sub-type, the buyer is a firm not known to be off SEF) that it does not have, or whose SEF
 * status is not final: one query per family that sends, reading only what the sync keeps.
 */
export async function salesLines(db: Db, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const lines: SefReconLine[] = [];
  for (const family of documentFamilies) {
    const entry = family.entry;
    if (!entry.einvoice || !family.komColumn) continue;
    const subTypes = entry.subTypes.kind === 'fixed' ? entry.subTypes.values.filter((s) => sendsToSef(entry, s)) : null;
    const h = family.header;
    const rows = await db
      .select({
        id: sql<number>`${h.id}`,
        label: sql<string>`${h.oznaka}`,
        vSubDoc: sql<string>`${h.vSubDoc}`,
        datum: sql<string>`${h.datum}`,
        lockedAt: sql<Date | string | null>`${h.lockedAt}`,
        partner: komMain.naziv,
        state: sefOutbox.state,
        sefStatus: sefOutbox.sefStatus,
        sefStatusAt: sefOutbox.sefStatusAt,
        sentAt: sefOutbox.sentAt,
        errorKey: sefOutbox.errorKey,
      })
      .from(h)
      .innerJoin(komMain, eq(komMain.id, family.komColumn))
      .leftJoin(sefOutbox, and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.vDoc, family.vDoc), eq(sefOutbox.docId, h.id)))
      .leftJoin(sefRegistry, and(eq(sefRegistry.companyId, companyId), eq(sefRegistry.pib, komMain.pib), eq(sefRegistry.jbkjs, komMain.jbkjs)))
      .where(
        and(
          eq(h.companyId, companyId),
          eq(h.periodId, range.periodId),
          eq(h.status, 'locked'),
          gte(h.datum, range.dateFrom),
          lte(h.datum, range.dateTo),
          subTypes ? inArray(h.vSubDoc, subTypes) : undefined,
          sql`${komMain.vKom} <> 'kupac'`,
          sql`coalesce(${sefRegistry.registered}, true)`,
          or(
            isNull(sefOutbox.id),
            inArray(sefOutbox.state, [...NOT_ON_SEF]),
            and(eq(sefOutbox.state, 'sent'), or(isNull(sefOutbox.sefStatus), notInArray(sefOutbox.sefStatus, [...sefSalesFinalStatuses]))),
          ),
        ),
      )
      .orderBy(h.datum, h.id);
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
