import type { SefReconLine } from '@knjige/contract';
import { HOME_CURRENCY } from '@knjige/domain';
import type { Reader } from '../../../platform/db/client';
import { documentFamilies } from '../../../documents/documents.module';
import { ageInDays, type ReconRange } from './recon-range';
import { headerTotals, purchasesInRange, type TotalColumns } from './reconciliation.repo';

type Totals = { base: number; vat: number; total: number };
type Booked = Totals & { vSubDoc: string; devBase: number };

/**
 * The header columns of the families a purchase is booked as (purchase-book.ts): base, VAT and
 * total, or total and VAT; and the base in the invoice's currency (a credit note is in dinars only).
 */
const TOTALS: Record<string, TotalColumns> = {
  ur: { vat: 'nabPdv', total: 'nabIznos', devBase: 'devVrednost' },
  zrn: { base: 'osnovica', vat: 'pdvIznos', total: 'iznos', devBase: 'devOsnovica' },
  knod: { base: 'osnovica', vat: 'pdvIznos', total: 'iznos' },
};

/** The totals of the booked documents of one family that are not stornoed, by document id. */
async function bookedTotals(db: Reader, companyId: number, vDoc: string, ids: number[]): Promise<Map<number, Booked>> {
  const family = documentFamilies.find((f) => f.vDoc === vDoc);
  const names = TOTALS[vDoc];
  if (!family || !names || !ids.length) return new Map();
  const rows = await headerTotals(db, family.header, names, companyId, ids);
  return new Map(
    rows.map((r) => {
      const base = r.base === null ? Number(r.total) - Number(r.vat) : Number(r.base);
      return [Number(r.id), { vSubDoc: r.vSubDoc, base, vat: Number(r.vat), total: Number(r.total), devBase: r.devBase === null ? base : Number(r.devBase) }];
    }),
  );
}

/** SEF statuses of a purchase invoice that should not be (or no longer be) in the books. */
const REFUSED = ['Rejected', 'Cancelled', 'Storno', 'Deleted'];

/**
 * The purchase invoices SEF delivered for the range (by their issue date, else the day SEF
 * delivered them) that are not booked, booked with other totals than SEF's, or booked though SEF
 * rejected, cancelled or stornoed them: one query, then one per family booked into for the
 * totals of its draft or locked documents.
 */
export async function purchaseLines(db: Reader, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const rows = await purchasesInRange(db, companyId, range);

  const booked = new Map<string, Map<number, Booked>>();
  for (const vDoc of Object.keys(TOTALS)) {
    const ids = rows.filter((r) => r.vDoc === vDoc && r.docId !== null).map((r) => r.docId!);
    booked.set(vDoc, await bookedTotals(db, companyId, vDoc, ids));
  }
  const lines: SefReconLine[] = [];
  for (const r of rows) {
    const doc = (r.vDoc && r.docId !== null && booked.get(r.vDoc)?.get(r.docId)) || null;
    // an invoice in a currency is compared by its base in that currency (its VAT in dinars was
    // checked against the invoice's RSD tax total when it was booked)
    const books: Totals | null = doc && (r.currency === HOME_CURRENCY ? { base: doc.base, vat: doc.vat, total: doc.total } : { base: doc.devBase, vat: r.vat, total: doc.devBase + r.vat });
    const sef = { base: r.base, vat: r.vat, total: r.total };
    const refused = REFUSED.includes(r.sefStatus);
    let kind: SefReconLine['kind'] | null = null;
    if (!books) kind = refused ? null : 'purchase-unbooked';
    else if (refused) kind = 'purchase-rejected';
    else if (books.base !== sef.base || books.vat !== sef.vat || books.total !== sef.total) kind = 'purchase-totals';
    if (!kind) continue;
    lines.push({
      kind,
      vDoc: books ? r.vDoc : null,
      vSubDoc: doc?.vSubDoc ?? null,
      docId: books ? r.docId : null,
      purchaseId: r.id,
      label: r.number,
      date: r.day,
      partner: r.partner,
      state: null,
      sefStatus: r.sefStatus,
      errorKey: null,
      ageDays: ageInDays(r.sentDate, now),
      sef,
      books: kind === 'purchase-totals' ? books : null,
      vatRecord: null,
    });
  }
  return lines;
}

