import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfPagePng, pdfQr, pdfText } from '../../../test/pdf';

/** The print of an export invoice in EUR and of a reverse-charge invoice (docs/decisions.md#vat-categories-and-exemption-reasons; VAT law art. 42). */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let K: number;
let A: number;
let W: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer: K } = await goodsSetup(d));
  A = await d.article('roba', 'MA', 2000);
  W = await d.article('usluga', 'GR', 2000);
  await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-07-03', kurs: 117_200_000, izvor: 'manual' });
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 200_000, nabCena: 3_000_00, prodCena: 4_000_00 });
  await d.lock('doc-psr', psr);
});

const printed = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const squeezed = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ');

describe('the invoice print of export and reverse-charge sales', () => {
  it('an export invoice in EUR: lines in euros, the total in euros and the rate, the dinar VAT table and totals, the reason VAT is not charged; no IPS QR', async () => {
    const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-07-03', magId: VP, komId: K, datumPrometa: '2024-07-03', valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
    await d.item('doc-prod', id, { artId: A, kolicina: 100_000, prodCena: 50_00 });
    await d.lock('doc-prod', id);
    const pdf = await printed(`/v1/doc-prod/racun/print/${id}`);
    if (process.env.PRINT_PNG) fs.writeFileSync(`${process.env.PRINT_PNG}/export.png`, await pdfPagePng(pdf));
    const text = squeezed(await pdfText(pdf));
    for (const expected of [
      'Cena bez PDV u',
      'valuti EUR',
      'Ukupno u valuti EUR 5.000,00',
      'Kurs EUR na dan 03.07.2024 117,2000',
      'Obračun PDV-a u dinarima',
      'Ukupna osnovica 586.000,00',
      'Ukupan PDV 0,00',
      'Ukupno u dinarima 586.000,00',
      'PDV nije obračunat: Oslobođeno PDV-a po članu 24. stav 1. tačka 2) Zakona o PDV',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Slovima');
    expect(await pdfQr(pdf)).toBeNull();
    // in Cyrillic the reason is in Cyrillic too
    const cyr = squeezed(await pdfText(await printed(`/v1/doc-prod/racun/print/${id}?lang=sr-cyr`)));
    expect(cyr).toContain('Ослобођено ПДВ-а по члану 24. став 1. тачка 2) Закона о ПДВ');
  });

  it('a reverse-charge invoice says the recipient owes the VAT, and why it is not charged', async () => {
    const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 1, datum: '2024-07-10', magId: null, komId: K, datumPrometa: '2024-07-10', kategorija: 'AE', izuzece: 'PDV-RS-10-2-3' });
    await d.item('doc-prod', id, { artId: W, kolicina: 1_000, prodCena: 600_000_00 });
    await d.lock('doc-prod', id);
    const pdf = await printed(`/v1/doc-prod/racun/print/${id}`);
    if (process.env.PRINT_PNG) fs.writeFileSync(`${process.env.PRINT_PNG}/reverse-charge.png`, await pdfPagePng(pdf));
    // the note wraps: read it as one run of words
    const text = (await pdfText(pdf, false)).replace(/\s+/g, ' ');
    expect(text).toContain('PDV nije obračunat: Obrnuto obračunavanje: PDV obračunava primalac po članu 10. stav 2. tačka 3) Zakona o PDV');
    expect(text).toContain('primalac računa je dužan da obračuna PDV (član 10. stav 2. Zakona o PDV)');
    expect(text).toContain('600.000,00');
  });
});
