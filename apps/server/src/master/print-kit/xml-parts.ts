import type { SefCategory, XmlData, XmlKind } from '@knjige/contract';
import { belgradeDate, isTaxCategory, sefCategoryOf } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { artMain, artPdv, units } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { clientRow, companyRow, exportedInvoice, listAttachments } from './print-kit.repo';

/** The SEF unit of an article's unit (its `units.sef_code`); a line whose unit is gone is a piece (H87). */
export function sefUnitCode(sefCode: string | null): string {
  return sefCode ?? 'H87';
}

/** Why VAT is not charged when the seller is outside the VAT system (category O). */
const OUTSIDE_VAT = 'Obveznik nije u sistemu PDV-a';

export interface LineFacts {
  intSifra: string;
  artNaziv: string;
  meraCode: string;
  /** the SEF code of the article's unit */
  unitSef: string | null;
  pdvStopa: number;
  rateStopa: number;
  rateOpis: string;
  pravoOdbitka: boolean;
}

export function taxOf(line: LineFacts, sellerIsPdv: boolean): XmlData['items'][number]['tax'] {
  // the article's rate says whether a 0 % exemption keeps the right to deduct; a rate changed since the line was entered says nothing
  const sameRate = line.rateStopa === line.pdvStopa;
  const kategorija: SefCategory = sefCategoryOf({ stopa: line.pdvStopa, pravoOdbitka: sameRate ? line.pravoOdbitka : false }, sellerIsPdv);
  if (kategorija === 'S') return { kategorija, stopa: line.pdvStopa, osnovOslobodjenja: '', razlog: '' };
  return { kategorija, stopa: 0, osnovOslobodjenja: '', razlog: kategorija === 'O' ? OUTSIDE_VAT : sameRate ? line.rateOpis : 'Oslobođeno PDV-a' };
}

/**
 * The tax of a line that carries its own category and exemption code (a sales invoice's, migration
 * 0036): S at its rate; any other at 0 % with its code and the reason in words (the code's, else the
 * rate's description). A seller outside the VAT system writes O.
 */
export function lineTaxOf(line: { kategorija: string; izuzece: string; pdvStopa: number; rateOpis: string }, sellerIsPdv: boolean, razlog: string): XmlData['items'][number]['tax'] {
  if (!sellerIsPdv) return { kategorija: 'O', stopa: 0, osnovOslobodjenja: '', razlog: OUTSIDE_VAT };
  const kategorija: SefCategory = isTaxCategory(line.kategorija) ? line.kategorija : 'S';
  if (kategorija === 'S') return { kategorija, stopa: line.pdvStopa, osnovOslobodjenja: '', razlog: '' };
  return { kategorija, stopa: 0, osnovOslobodjenja: line.izuzece, razlog: razlog || line.rateOpis };
}

const taxKey = (t: XmlData['items'][number]['tax']) => `${t.kategorija}:${t.stopa}`;

/** One row per category and rate, in the order they first appear; `sum` takes the lines of one row to its base and VAT by the document's own formula. */
export function pdvReport<L extends { tax: XmlData['items'][number]['tax'] }>(lines: L[], sum: (lines: L[]) => { osnovica: number; pdvIznos: number }): XmlData['pdvReport'] {
  const groups = new Map<string, L[]>();
  for (const line of lines) groups.set(taxKey(line.tax), [...(groups.get(taxKey(line.tax)) ?? []), line]);
  return [...groups.values()].map((group) => ({ tax: group[0]!.tax, ...sum(group) }));
}

export const articleColumns = {
  intSifra: artMain.intSifra,
  artNaziv: artMain.artNaziv,
  meraCode: artMain.meraCode,
  unitSef: units.sefCode,
  rateStopa: artPdv.stopa,
  rateOpis: artPdv.opis,
  pravoOdbitka: artPdv.pravoOdbitka,
};


export async function sellerOf(tx: Reader, companyId: number): Promise<XmlData['seller']> {
  const c = await companyRow(tx, companyId);
  if (!c) throw notFound();
  return { naziv: c.naziv, pib: c.pib, maticniBroj: c.maticniBroj, adresa: c.street, postcode: c.postcode, mesto: c.city, email: c.email, tracun: c.tracun, isPdv: c.isPdv };
}

export async function buyerOf(tx: Reader, companyId: number, komId: number): Promise<XmlData['buyer']> {
  const k = await clientRow(tx, companyId, komId);
  if (!k) throw notFound();
  const isPerson = k.vKom === 'kupac';
  return {
    naziv: k.naziv || k.intNaziv,
    pib: isPerson ? k.jmbg || k.pib : k.pib,
    maticniBroj: isPerson ? '' : k.maticniBroj,
    adresa: k.adresa,
    postcode: k.postcode,
    mesto: k.mesto,
    email: k.email,
    jbkjs: isPerson ? '' : k.jbkjs,
    isPerson,
    drzava: k.drzava,
    inoPdvBroj: k.inoPdvBroj,
  };
}

interface Header {
  id: number;
  oznaka: string;
  datum: string;
  status: string;
  stornoAt: Date | null;
}

/**
 * What the export makes of a document in its state: a locked one is an invoice; a storno of an
 * invoice that went out is its credit note; a draft, or a storno never exported, has nothing to send (409).
 */
export async function kindOf(tx: Reader, companyId: number, vDoc: string, h: Header): Promise<Pick<XmlData['document'], 'kind' | 'broj' | 'datumIzdavanja' | 'credited'>> {
  if (h.status === 'draft') throw conflict('error.xml.draft');
  if (h.status === 'locked') return { kind: 'invoice', broj: h.oznaka, datumIzdavanja: h.datum, credited: null };
  if (!(await exportedInvoice(tx, companyId, vDoc, h.id))) throw conflict('error.xml.not-exported');
  const kind: XmlKind = 'credit-note';
  return { kind, broj: `STORNO-${h.oznaka}`, datumIzdavanja: h.stornoAt ? belgradeDate(h.stornoAt) : h.datum, credited: { oznaka: h.oznaka, datum: h.datum } };
}

/** Who the document is between, and what is attached to it. */
export async function partiesOf(tx: Reader, companyId: number, vDoc: string, docId: number, komId: number) {
  const [seller, buyer, attachments] = await Promise.all([sellerOf(tx, companyId), buyerOf(tx, companyId, komId), listAttachments(tx, companyId, vDoc, docId)]);
  return { seller, buyer, attachments };
}

/** The document's base and VAT: the sums of its VAT report. */
export const reportTotals = (report: XmlData['pdvReport']) => ({ osnovica: report.reduce((s, r) => s + r.osnovica, 0), pdvIznos: report.reduce((s, r) => s + r.pdvIznos, 0) });

/** The account payments go to: the document's own, else the company's; digits only. */
export const accountDigits = (value: string) => value.replace(/\D/g, '');
