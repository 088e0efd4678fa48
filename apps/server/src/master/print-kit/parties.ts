import { formatAccount, HOME_COUNTRY } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { clientRow, companyRow } from './print-kit.repo';

/** A party as an invoice names it (VAT law art. 42: name, address, PIB; bookkeepers add the matični broj). */
export interface Party {
  naziv: string;
  adresa: string;
  mesto: string;
  pib: string;
  maticniBroj: string;
  jbkjs: string;
  /** ISO 3166 country (RS at home) */
  country: string;
  /** a party abroad: its VAT number as its country writes it */
  inoPdvBroj: string;
}

export interface Seller extends Party {
  /** dashed account for reading, as stored for the QR */
  tracun: string;
  banka: string;
  isPdv: boolean;
  city: string;
}

export async function sellerOf(tx: Reader, companyId: number): Promise<Seller> {
  const c = await companyRow(tx, companyId);
  if (!c) throw notFound();
  return {
    naziv: c.naziv,
    adresa: c.street,
    mesto: [c.postcode, c.city].filter(Boolean).join(' '),
    city: c.city,
    pib: c.pib,
    maticniBroj: c.maticniBroj,
    jbkjs: '',
    country: HOME_COUNTRY,
    inoPdvBroj: '',
    tracun: c.tracun,
    banka: c.banka,
    isPdv: c.isPdv,
  };
}

export async function clientOf(tx: Reader, companyId: number, komId: number): Promise<Party> {
  const k = await clientRow(tx, companyId, komId);
  if (!k) throw notFound();
  return { naziv: k.naziv, adresa: k.adresa, mesto: [k.postcode, k.mesto].filter(Boolean).join(' '), pib: k.pib, maticniBroj: k.maticniBroj, jbkjs: k.jbkjs, country: k.drzava, inoPdvBroj: k.inoPdvBroj };
}

/** The account as people read it (`160-1234-95`). */
export const readableAccount = (value: string) => (value ? formatAccount(value) : '');
