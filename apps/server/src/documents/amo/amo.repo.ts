import { and, eq, sql } from 'drizzle-orm';
import { depreciationFor, monthIndex, type DepreciableAsset } from '@knjige/domain';
import { selectRows, type Reader, type Tx } from '../../platform/db/client';
import { insertRowsAsJson } from '../../platform/db/bulk-insert';
import { docAmo, docAmoItems } from '../../platform/db/schema';

/** An asset as its depreciation needs it, with what is booked for it around the months asked. */
interface AssetRow {
  id: number;
  konto: string;
  kontoIspravke: string;
  nabavnaVrednost: number;
  datumUpotrebe: string;
  vekMeseci: number | null;
  stopa: number | null;
  otvaranjeDatum: string | null;
  datumOtpisa: string | null;
  /** the opening figure and the lines of documents (not cancelled) of earlier months */
  before: number;
  /** a document (not cancelled, not this one) already depreciates it for one of the months */
  done: boolean;
}

export type ComputedLine = Omit<typeof docAmoItems.$inferInsert, 'id' | 'companyId' | 'docId'>;

/**
 * The company's assets in use during `mesecOd`…`mesecDo` (put into use before the last month, not
 * gone before the first), or the one asset `osId`, with what is booked for them.
 */
async function assetsFor(tx: Reader, companyId: number, months: { mesecOd: string; mesecDo: string }, docId: number, osId?: number): Promise<AssetRow[]> {
  return selectRows<AssetRow>(
    tx,
    sql`with booked as (
          select i.os_id,
                 coalesce(sum(i.iznos) filter (where d.mesec_do < ${months.mesecOd}::date), 0) as before,
                 bool_or(d.id <> ${docId} and d.mesec_od <= ${months.mesecDo}::date and d.mesec_do >= ${months.mesecOd}::date) as done
          from doc_amo_items i join doc_amo d on d.id = i.doc_id
          where d.company_id = ${companyId} and d.status <> 'storno' ${osId === undefined ? sql`` : sql`and i.os_id = ${osId}`}
          group by i.os_id)
        select o.id, o.konto, o.konto_ispravke as "kontoIspravke", o.nabavna_vrednost::float8 as "nabavnaVrednost",
               o.datum_upotrebe::text as "datumUpotrebe", o.vek_meseci as "vekMeseci", o.stopa, o.otvaranje_datum::text as "otvaranjeDatum",
               o.datum_otpisa::text as "datumOtpisa", (o.otvaranje_ispravka + coalesce(b.before, 0))::float8 as before, coalesce(b.done, false) as done
        from os_main o left join booked b on b.os_id = o.id
        where o.company_id = ${companyId} and o.datum_upotrebe is not null and o.datum_upotrebe < ${months.mesecDo}::date
          and (o.datum_otpisa is null or o.datum_otpisa >= ${months.mesecOd}::date)
          ${osId === undefined ? sql`` : sql`and o.id = ${osId}`}
        order by o.inv_broj, o.id`,
  );
}

const asDepreciable = (a: AssetRow): DepreciableAsset => ({
  cost: a.nabavnaVrednost,
  inUseFrom: a.datumUpotrebe,
  usefulLifeMonths: a.vekMeseci,
  rate: a.stopa,
  openingDate: a.otvaranjeDatum,
  leftOn: a.datumOtpisa,
});

function lineOf(a: AssetRow, months: { mesecOd: string; mesecDo: string }): ComputedLine {
  const { months: meseci, amount } = depreciationFor(asDepreciable(a), monthIndex(months.mesecOd), monthIndex(months.mesecDo), a.before);
  return { osId: a.id, konto: a.konto, kontoIspravke: a.kontoIspravke, nabavnaVrednost: a.nabavnaVrednost, ispravkaPre: a.before, meseci, iznos: amount };
}

/**
 * The document's lines anew: one per asset with depreciation in its months that no other document
 * depreciates for them; `skipped` counts the assets another document already covers.
 */
export async function fillLines(tx: Tx, companyId: number, docId: number, months: { mesecOd: string; mesecDo: string }): Promise<{ lines: number; skipped: number }> {
  await tx.delete(docAmoItems).where(and(eq(docAmoItems.docId, docId), eq(docAmoItems.companyId, companyId)));
  const assets = await assetsFor(tx, companyId, months, docId);
  const lines = assets.filter((a) => !a.done).map((a) => lineOf(a, months)).filter((l) => (l.iznos ?? 0) > 0);
  const skipped = assets.filter((a) => a.done && lineOf(a, months).meseci > 0).length;
  if (lines.length) await insertRowsAsJson(tx, docAmoItems, lines.map((l) => ({ ...l, companyId, docId })));
  const total = lines.reduce((s, l) => s + (l.iznos ?? 0), 0);
  await tx.update(docAmo).set({ iznos: total, brojSredstava: lines.length }).where(eq(docAmo.id, docId));
  return { lines: lines.length, skipped };
}

/** One asset's line for the document's months, or why it has none. */
export async function assetLine(tx: Reader, companyId: number, docId: number, months: { mesecOd: string; mesecDo: string }, osId: number): Promise<ComputedLine | 'not-found' | 'already-depreciated' | 'nothing-to-depreciate'> {
  const [asset] = await assetsFor(tx, companyId, months, docId, osId);
  if (!asset) {
    const exists = await selectRows<{ n: number }>(tx, sql`select 1 as n from os_main where id = ${osId} and company_id = ${companyId}`);
    return exists.length ? 'nothing-to-depreciate' : 'not-found';
  }
  if (asset.done) return 'already-depreciated';
  const line = lineOf(asset, months);
  return (line.iznos ?? 0) > 0 ? line : 'nothing-to-depreciate';
}

/** Whether the document already has a line of the asset (another than `itemId`). */
export async function hasLineOf(tx: Reader, docId: number, osId: number, itemId: number | null): Promise<boolean> {
  const rows = await selectRows<{ n: number }>(tx, sql`select 1 as n from doc_amo_items where doc_id = ${docId} and os_id = ${osId} ${itemId === null ? sql`` : sql`and id <> ${itemId}`} limit 1`);
  return rows.length > 0;
}

/**
 * Whether another locked document depreciates one of this document's assets for one of its months
 * (two drafts locked at once): the company's depreciation locks take turns.
 */
export async function depreciatedElsewhere(tx: Tx, companyId: number, header: { id: number; mesecOd: string; mesecDo: string }): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('doc_amo'), ${companyId})`);
  const rows = await selectRows<{ n: number }>(
    tx,
    sql`select 1 as n from doc_amo_items i
        join doc_amo_items o on o.os_id = i.os_id and o.doc_id <> i.doc_id
        join doc_amo d on d.id = o.doc_id and d.status = 'locked' and d.mesec_od <= ${header.mesecDo}::date and d.mesec_do >= ${header.mesecOd}::date
        where i.doc_id = ${header.id} and d.company_id = ${companyId} limit 1`,
  );
  return rows.length > 0;
}
