import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfPagePng, pdfQr, pdfText } from '../../../test/pdf';

/**
 * The company's foreign-currency accounts (docs/decisions.md#sales-invoices-in-a-foreign-currency) and the export invoice's print: an invoice
 * in EUR to a buyer abroad shows the company's EUR account (IBAN, SWIFT / BIC, bank) instead of the
 * dinar account, no model-97 reference and no IPS QR; the buyer with its country and VAT number.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let A: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP } = await goodsSetup(d));
  A = await d.article('roba', 'EXA', 2000);
  await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-07-03', kurs: 117_200_000, izvor: 'manual' });
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 200_000, nabCena: 3_000_00, prodCena: 4_000_00 });
  await d.lock('doc-psr', psr);
});

const account = (body: Record<string, unknown>) => d.call('POST', '/v1/devizni-racuni', { valuta: 'EUR', iban: 'RS35 1600 0000 0123 4567 29', bic: 'dbdbrsbg', banka: 'Banca Intesa', ...body });

describe('foreign-currency accounts', () => {
  it('keeps one account per currency with a valid IBAN and BIC; refuses the rest with the field', async () => {
    const res = await account({});
    expect(res.statusCode, res.body).toBe(201);
    // stored without spaces, the BIC in capitals
    expect((await d.get(`/v1/devizni-racuni/${res.json().id}`)).data).toMatchObject({ valuta: 'EUR', iban: 'RS35160000000123456729', bic: 'DBDBRSBG', banka: 'Banca Intesa' });
    const refused = async (body: Record<string, unknown>, field: string, key: string) => {
      const r = await account(body);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors).toEqual({ [field]: key });
    };
    await refused({ valuta: 'USD', iban: 'RS35160000000123456728' }, 'iban', 'error.iban.invalid');
    await refused({ valuta: 'USD', bic: 'DBDBXXBG' }, 'bic', 'error.bic.invalid');
    await refused({}, 'valuta', 'error.valuta.unique');
    await refused({ valuta: 'RSD' }, 'valuta', 'error.valuta.home-account');
    await refused({ valuta: 'XYZ' }, 'valuta', 'error.valuta.not-found');
    expect((await d.get('/v1/devizni-racuni')).data).toHaveLength(1);
    // company settings: a plain user reads them, only an admin writes
    const user = await authHeader(t.database, 'user@demo.rs');
    const plain = await t.app.inject({ method: 'POST', url: '/v1/devizni-racuni', headers: user, payload: { valuta: 'USD', iban: 'DE89370400440532013000', bic: 'DEUTDEFF', banka: 'Deutsche Bank' } });
    expect(plain.statusCode).toBe(403);
  });
});

describe('the export invoice’s print', () => {
  it('an invoice in EUR to a buyer abroad: the EUR account, IBAN and SWIFT, no dinar account, no reference, no QR', async () => {
    expect((await account({})).statusCode).toBe(201);
    const buyer = await d.call('POST', '/v1/kom-main', {
      vKom: 'firma',
      sifra: 'INO-AT',
      intNaziv: 'Wiener Handel',
      naziv: 'Wiener Handel GmbH',
      adresa: 'Ring 1',
      postcode: '1010',
      mesto: 'Wien',
      drzava: 'AT',
      inoPdvBroj: 'ATU12345678',
      isKupac: true,
    });
    expect(buyer.statusCode, buyer.body).toBe(201);
    const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-07-03', magId: VP, komId: buyer.json().id, datumPrometa: '2024-07-03', valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
    await d.item('doc-prod', id, { artId: A, kolicina: 100_000, prodCena: 50_00 });
    await d.lock('doc-prod', id);

    const res = await d.call('GET', `/v1/doc-prod/racun/print/${id}`);
    expect(res.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/export-invoice.png`, await pdfPagePng(res.rawPayload));
    const text = (await pdfText(res.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    for (const expected of [
      'IR-VP-1/2024',
      'Wiener Handel GmbH',
      'Austrija',
      'PDV broj: ATU12345678',
      'IBAN: RS35 1600 0000 0123 4567 29',
      'SWIFT / BIC: DBDBRSBG',
      'IBAN (EUR) RS35 1600 0000 0123 4567 29',
      'SWIFT / BIC DBDBRSBG',
      'Banka Banca Intesa',
      'Ukupno u valuti EUR 5.000,00',
      'Ukupno u dinarima 586.000,00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // the dinar account, its model-97 reference and the IPS QR are for dinar payments in Serbia
    expect(text).not.toContain('160-12345-95');
    expect(text).not.toContain('Poziv na broj');
    // the seller's PIB only: the buyer abroad has none
    expect(text.match(/PIB: /g)).toHaveLength(1);
    expect(await pdfQr(res.rawPayload)).toBeNull();
    // English: the country in English
    const en = (await pdfText((await d.call('GET', `/v1/doc-prod/racun/print/${id}?lang=en`)).rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    expect(en).toContain('Austria');
    expect(en).toContain('VAT No.: ATU12345678');
  });

  it('a dinar invoice to a Serbian buyer keeps the dinar account, the reference and the QR', async () => {
    expect((await account({})).statusCode).toBe(201);
    const { buyer } = await goodsSetup(d);
    const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-07-03', magId: VP, komId: buyer, datumPrometa: '2024-07-03' });
    await d.item('doc-prod', id, { artId: A, kolicina: 1_000, prodCena: 100_00 });
    await d.lock('doc-prod', id);
    const res = await d.call('GET', `/v1/doc-prod/racun/print/${id}`);
    const text = (await pdfText(res.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    expect(text).toContain('Tekući račun 160-12345-95');
    expect(text).toContain('Poziv na broj 97');
    expect(text).not.toContain('IBAN');
    expect(await pdfQr(res.rawPayload)).toContain('I:RSD120,00');
  });
});
