import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { defaultDate } from '../master/periods/period';

/**
 * docs/domain.md#states-and-defaults, docs/domain.md#validation: a document needs only its number, date, partner and
 * warehouse; the dates that follow the document date take it when the caller leaves them out,
 * as the entry form proposes them.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let supplier: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, supplier, buyer } = await goodsSetup(d));
});

describe('dates left out take the document date', () => {
  it('a sales invoice without due, delivery and turnover dates', async () => {
    const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-15', magId: VP, komId: buyer });
    expect(await d.read('doc-prod', id)).toMatchObject({ datum: '2024-03-15', datumDospeca: '2024-03-15', datumIsporuke: '2024-03-15', datumPrometa: '2024-03-15' });
    // A date given is kept; an update without them takes the (new) document date.
    const given = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 2, datum: '2024-03-15', magId: VP, komId: buyer, datumDospeca: '2024-04-14' });
    expect(await d.read('doc-prod', given)).toMatchObject({ datumDospeca: '2024-04-14', datumIsporuke: '2024-03-15', datumPrometa: '2024-03-15' });
    const updated = await d.call('PUT', `/v1/doc-prod/${id}`, { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-20', magId: VP, komId: buyer });
    expect(updated.statusCode, updated.body).toBe(204);
    expect(await d.read('doc-prod', id)).toMatchObject({ datum: '2024-03-20', datumDospeca: '2024-03-20', datumIsporuke: '2024-03-20', datumPrometa: '2024-03-20' });
  });

  it('a retail invoice without its due date', async () => {
    const id = await d.create('doc-fak', { vSubDoc: 'fak-usl', rbroj: 1, datum: '2024-03-15', komId: buyer });
    expect(await d.read('doc-fak', id)).toMatchObject({ datum: '2024-03-15', datumDospeca: '2024-03-15' });
  });

  it('an incoming invoice without the supplier’s date and due date; the due date follows a supplier’s date given', async () => {
    const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-15', magId: VP, komId: supplier, dokBroj: 'F-1' });
    expect(await d.read('doc-ur', id)).toMatchObject({ dokDatum: '2024-03-15', dokDpo: '2024-03-15' });
    const dated = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 2, datum: '2024-03-15', magId: VP, komId: supplier, dokBroj: 'F-2', dokDatum: '2024-03-12' });
    expect(await d.read('doc-ur', dated)).toMatchObject({ dokDatum: '2024-03-12', dokDpo: '2024-03-12' });
  });

  it('an expense invoice without the supplier’s date and due date', async () => {
    const trosakId = await d.costItem('Režije', 'Zakup');
    const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: supplier, dokBroj: 'Z-1', trosakId });
    expect(await d.read('doc-zrn', id)).toMatchObject({ dokDatum: '2024-03-15', dokDpo: '2024-03-15' });
  });

  it('a date sent that is not a day is still refused', async () => {
    const res = await d.call('POST', '/v1/doc-prod', { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-15', magId: VP, komId: buyer, datumPrometa: '2024-02-30' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['datumPrometa']);
  });
});

describe('a buyer\'s payment term sets the due date left out', () => {
  /** A buyer who pays within `days` days. */
  async function buyerWithTerm(sifra: string, days: number) {
    const res = await d.call('POST', '/v1/kom-main', { sifra, intNaziv: `Kupac ${sifra}`, naziv: `Kupac ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isKupac: 1, rokPlacanjaDana: days });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  it('a sales invoice falls due the term after its date, across a month end; a date given is kept', async () => {
    const k30 = await buyerWithTerm('T30', 30);
    const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-31', magId: VP, komId: k30 });
    expect(await d.read('doc-prod', id)).toMatchObject({ datum: '2024-01-31', datumDospeca: '2024-03-01', datumIsporuke: '2024-01-31', datumPrometa: '2024-01-31' });
    const given = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 2, datum: '2024-01-31', magId: VP, komId: k30, datumDospeca: '2024-02-10' });
    expect((await d.read('doc-prod', given)).datumDospeca).toBe('2024-02-10');
    // an update without it: the term after the new date, of the buyer it names now
    const k15 = await buyerWithTerm('T15', 15);
    const updated = await d.call('PUT', `/v1/doc-prod/${id}`, { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-12-20', magId: VP, komId: k15 });
    expect(updated.statusCode, updated.body).toBe(204);
    expect((await d.read('doc-prod', id)).datumDospeca).toBe('2025-01-04');
  });

  it('a retail invoice and an invoice made from a pro-forma the same', async () => {
    const k10 = await buyerWithTerm('T10', 10);
    const fak = await d.create('doc-fak', { vSubDoc: 'fak-usl', rbroj: 1, datum: '2024-03-15', komId: k10 });
    expect(await d.read('doc-fak', fak)).toMatchObject({ datum: '2024-03-15', datumDospeca: '2024-03-25' });
    const A = await d.article('roba', 'PF-T', 2000);
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: k10 });
    await d.item('doc-prn', prn, { artId: A, kolicina: 1_000, prodCena: 10_000 });
    const made = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    const invoice = await d.read('doc-prod', made.json().id);
    const due = new Date(`${invoice.datum}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 10);
    expect(invoice.datumDospeca).toBe(due.toISOString().slice(0, 10));
  });
});

describe('an invoice made from a pro-forma', () => {
  it('is dated the day it is made within the period, every date alike, without the offer’s validity', async () => {
    const A = await d.article('roba', 'PF-A', 2000);
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: buyer, vaznost: '15 dana', valuta: '30 dana' });
    await d.item('doc-prn', prn, { artId: A, kolicina: 2_000, prodCena: 10_000 });
    const made = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    const periods = (await d.call('GET', '/v1/periods')).json().data as { id: number; startDate: string; endDate: string }[];
    const { startDate, endDate } = periods.find((p) => p.id === 2)!;
    const today = defaultDate({ id: 2, title: '', status: 'open', startDate, endDate });
    const invoice = await d.read('doc-prod', made.json().id);
    expect(invoice).toMatchObject({ datum: today, datumDospeca: today, datumIsporuke: today, datumPrometa: today, vaznost: '', rokPlacanja: '30 dana', osnovica: 20_000, iznos: 24_000 });
  });
});
