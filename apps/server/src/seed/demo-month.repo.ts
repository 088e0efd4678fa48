import { and, eq, gte, lte } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { artMain, artPdv, komMain, magMain, periods, posMain, tekuciRacuni, trosakGrupa, trosakMain } from '../platform/db/schema';

/** The period holding today, made for today's year when the company has none. */
export async function periodOf(db: Tx, companyId: number, today: string): Promise<{ id: number; startDate: string; endDate: string }> {
  const columns = { id: periods.id, startDate: periods.startDate, endDate: periods.endDate };
  const [found] = await db
    .select(columns)
    .from(periods)
    .where(and(eq(periods.companyId, companyId), lte(periods.startDate, today), gte(periods.endDate, today)));
  if (found) return found;
  const year = today.slice(0, 4);
  const [made] = await db.insert(periods).values({ companyId, title: year, startDate: `${year}-01-01`, endDate: `${year}-12-31` }).returning(columns);
  return made!;
}

/**
 * What the month names: the demo's warehouses, till, account, articles and clients, and the master
 * data only the month needs (a landlord, a buyer abroad, two cost items).
 */
export async function demoReferences(db: Tx, companyId: number) {
  const warehouses = await db.select({ id: magMain.id, vPromet: magMain.vPromet }).from(magMain).where(eq(magMain.companyId, companyId));
  const [pos] = await db.select({ id: posMain.id }).from(posMain).where(eq(posMain.companyId, companyId));
  const [account] = await db.select({ id: tekuciRacuni.id }).from(tekuciRacuni).where(and(eq(tekuciRacuni.companyId, companyId), eq(tekuciRacuni.isDefault, true)));
  const articles = await db.select({ id: artMain.id, code: artMain.intSifra }).from(artMain).where(eq(artMain.companyId, companyId));
  const clients = await db.select({ id: komMain.id, code: komMain.sifra }).from(komMain).where(eq(komMain.companyId, companyId));
  const [vat20] = await db.select({ id: artPdv.id }).from(artPdv).where(and(eq(artPdv.companyId, companyId), eq(artPdv.stopa, 2000)));
  const [landlord] = await db
    .insert(komMain)
    .values([
      { companyId, vKom: 'firma', sifra: '4', intNaziv: 'Poslovni centar Vračar', naziv: 'Poslovni centar Vračar d.o.o.', postcode: '11000', mesto: 'Beograd', adresa: 'Njegoševa 12', pib: '105250001', maticniBroj: '21010006', isDobavljac: true, isPdvObveznik: true, pdvBroj: 'RS105250001' },
      { companyId, vKom: 'firma', sifra: '5', intNaziv: 'Wiener Handel', naziv: 'Wiener Handel GmbH', postcode: '1010', mesto: 'Wien', adresa: 'Kärntner Ring 5', drzava: 'AT', inoPdvBroj: 'ATU12345678', isKupac: true, rokPlacanjaDana: 30 },
    ])
    .returning({ id: komMain.id });
  const [group] = await db.insert(trosakGrupa).values({ companyId, naziv: 'Režijski troškovi' }).returning({ id: trosakGrupa.id });
  const [rent, bankFees] = await db
    .insert(trosakMain)
    .values([
      { companyId, grpId: group!.id, naziv: 'Zakup poslovnog prostora', konto: '533' },
      { companyId, grpId: group!.id, naziv: 'Bankarske provizije', konto: '553' },
    ])
    .returning({ id: trosakMain.id });
  const byCode = (rows: { id: number; code: string }[], code: string) => rows.find((r) => r.code === code)!.id;
  return {
    vp: warehouses.find((w) => w.vPromet === 'vp')!.id,
    mp: warehouses.find((w) => w.vPromet === 'mp')!.id,
    pos: pos!.id,
    account: account!.id,
    vat20: vat20!.id,
    art: (code: string) => byCode(articles, code),
    supplier: byCode(clients, '1'),
    buyer: byCode(clients, '2'),
    landlord: landlord!.id,
    rent: rent!.id,
    bankFees: bankFees!.id,
  };
}
