import { sql } from 'drizzle-orm';
import type { z, osCardRow, osDepreciationRow, osRegisterGroup, osRegisterRow } from '@knjige/contract';
import { monthEnd, monthIndex } from '@knjige/domain';
import { selectRows, type Reader } from '../../platform/db/client';

type RegisterRow = z.infer<typeof osRegisterRow>;
type Group = z.infer<typeof osRegisterGroup>;

const likePrefix = (code: string) => `${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The register at the end of a day: the assets acquired by then and not yet gone (written off or
 * sold on a later day), their cost, their accumulated depreciation (the opening figure and what
 * the fixed-asset ledger booked by that day) and net value; sums per account and per location.
 */
export async function registerAt(tx: Reader, companyId: number, q: { datum: string; konto?: string | undefined; lokacija?: string | undefined }) {
  const rows = await selectRows<Omit<RegisterRow, 'sadasnjaVrednost'>>(
    tx,
    sql`select o.id, o.inv_broj as "invBroj", o.naziv, o.konto, o.konto_ispravke as "kontoIspravke", o.lokacija, o.datum_upotrebe::text as "datumUpotrebe",
               o.nabavna_vrednost::float8 as "nabavnaVrednost",
               (o.otvaranje_ispravka + coalesce((select sum(l.ispravka) from asset_ledger l where l.os_id = o.id and l.datum <= ${q.datum}::date), 0))::float8 as ispravka
        from os_main o
        where o.company_id = ${companyId} and o.datum_nabavke <= ${q.datum}::date and (o.datum_otpisa is null or o.datum_otpisa > ${q.datum}::date)
          ${q.konto ? sql`and o.konto like ${likePrefix(q.konto)}` : sql``} ${q.lokacija ? sql`and o.lokacija = ${q.lokacija}` : sql``}
        order by o.inv_broj, o.id`,
  );
  const data: RegisterRow[] = rows.map((r) => ({ ...r, sadasnjaVrednost: r.nabavnaVrednost - r.ispravka }));
  const groupBy = (key: (r: RegisterRow) => string): Group[] => {
    const groups = new Map<string, Group>();
    for (const r of data) {
      const k = key(r);
      const g = groups.get(k) ?? { key: k, count: 0, nabavnaVrednost: 0, ispravka: 0, sadasnjaVrednost: 0 };
      g.count += 1;
      g.nabavnaVrednost += r.nabavnaVrednost;
      g.ispravka += r.ispravka;
      g.sadasnjaVrednost += r.sadasnjaVrednost;
      groups.set(k, g);
    }
    return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
  };
  return { rows: data, byKonto: groupBy((r) => r.konto), byLokacija: groupBy((r) => r.lokacija), total: groupBy(() => '')[0] ?? { key: '', count: 0, nabavnaVrednost: 0, ispravka: 0, sadasnjaVrednost: 0 } };
}

/**
 * The depreciation locked documents booked in a year or one of its months, per asset and per
 * month (by the document's date: a year's document counts in the month it is dated).
 */
export async function depreciationIn(tx: Reader, companyId: number, q: { godina: number; mesec?: number | undefined }) {
  const from = `${q.godina}-${String(q.mesec ?? 1).padStart(2, '0')}-01`;
  const to = monthEnd(monthIndex(`${q.godina}-${String(q.mesec ?? 12).padStart(2, '0')}-01`));
  const where = sql`l.company_id = ${companyId} and l.event = 'depreciation' and l.datum between ${from}::date and ${to}::date`;
  const rows = await selectRows<z.infer<typeof osDepreciationRow>>(
    tx,
    sql`select o.id, o.inv_broj as "invBroj", o.naziv, o.konto, o.lokacija, sum(l.ispravka)::float8 as iznos
        from asset_ledger l join os_main o on o.id = l.os_id where ${where}
        group by o.id, o.inv_broj, o.naziv, o.konto, o.lokacija having sum(l.ispravka) <> 0 order by o.inv_broj, o.id`,
  );
  const months = await selectRows<{ mesec: string; iznos: number }>(
    tx,
    sql`select to_char(l.datum, 'YYYY-MM') as mesec, sum(l.ispravka)::float8 as iznos from asset_ledger l where ${where} group by 1 order by 1`,
  );
  return { rows, months, total: months.reduce((s, m) => s + m.iznos, 0) };
}

type CardRow = z.infer<typeof osCardRow>;

/**
 * An asset's card: its acquisition, its opening figures, each locked depreciation and its
 * cancellation (the fixed-asset ledger), its write-off or sale (os_promena), oldest first, with
 * the cost, accumulated depreciation and net value after each.
 */
export async function assetCard(tx: Reader, companyId: number, asset: { id: number; datumNabavke: string; nabavnaVrednost: number; otvaranjeDatum: string | null; otvaranjeIspravka: number; izvorDokument: string }) {
  const events = await selectRows<{ datum: string; event: string; oznaka: string; vrednost: number; ispravka: number }>(
    tx,
    sql`select * from (
          select l.datum::text as datum, case when l.kind = 'storno' then 'storno' else l.event end as event, l.doc_oznaka as oznaka,
                 l.vrednost::float8 as vrednost, l.ispravka::float8 as ispravka, 1 as src, l.id as seq
          from asset_ledger l where l.company_id = ${companyId} and l.os_id = ${asset.id}
          union all
          select p.datum::text, p.vrsta, '', -p.nabavna_vrednost::float8, -p.ispravka::float8, 2, p.id
          from os_promena p where p.company_id = ${companyId} and p.os_id = ${asset.id} and p.status = 'posted'
        ) e order by e.datum, e.src, e.seq`,
  );
  const start: { datum: string; event: string; oznaka: string; vrednost: number; ispravka: number }[] = [
    { datum: asset.datumNabavke, event: 'acquisition', oznaka: asset.izvorDokument, vrednost: asset.nabavnaVrednost, ispravka: 0 },
  ];
  if (asset.otvaranjeDatum && asset.otvaranjeIspravka) start.push({ datum: asset.otvaranjeDatum, event: 'opening', oznaka: '', vrednost: 0, ispravka: asset.otvaranjeIspravka });
  let cost = 0;
  let accumulated = 0;
  return [...start, ...events].map((e): CardRow => {
    cost += e.vrednost;
    accumulated += e.ispravka;
    return { ...e, nabavnaPosle: cost, ispravkaPosle: accumulated, sadasnjaPosle: cost - accumulated };
  });
}
