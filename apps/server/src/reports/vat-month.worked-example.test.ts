import { beforeEach, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { exchangeRates } from '../platform/db/schema';

/**
 * A VAT month through the documents alone (docs/domain.md#vat): in March 2024 the company
 * imports goods for EUR 10,000 with duty, transport and a forwarder, clears them with a customs
 * declaration, exports EUR 5,000 of them, sells construction work under the domestic reverse
 * charge, buys works under it, and pays a foreign software subscription. The PPPDV of the month,
 * field by field, from what those documents booked.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const march = 'periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31';

async function client(sifra: string, extra: Record<string, unknown>) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
});

it('the PPPDV of a month of imports, an export, reverse charge both ways and a foreign service, to the para', async () => {
  const { VP, buyer } = await goodsSetup(d);
  const foreignSupplier = await client('INO-F', { isDobavljac: true });
  const forwarder = await client('SPED', { isDobavljac: true, isPdvObveznik: true, pib: '100000008' });
  const builder = await client('GRAD', { isDobavljac: true, isPdvObveznik: true, pib: '100000024' });
  const software = await client('INO-SW', { isDobavljac: true });
  const goods = await d.article('roba', 'UVZ', 2000);
  const works = await d.article('usluga', 'GRD', 2000);
  const vat20 = await d.vatRate(2000);
  const cost = await d.costItem('Usluge', 'Softver');
  // NBS middle rates: EUR 117.2000 on 8 March (it serves the weekend) and on 20 March
  await t.database.db.insert(exchangeRates).values([
    { companyId: 1, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 },
    { companyId: 1, valuta: 'EUR', datum: '2024-03-20', kurs: 117_200_000 },
  ]);

  // A4: the import, EUR 10,000 (1,000 pieces at EUR 10.00) cleared on 10 March, and its customs declaration
  const ur = await d.create('doc-ur', {
    vSubDoc: 'vp',
    rbroj: 1,
    datum: '2024-03-12',
    magId: VP,
    komId: foreignSupplier,
    dokBroj: 'INV-77',
    dokDatum: '2024-03-05',
    datumPrometa: '2024-03-10',
    valuta: 'EUR',
    troskovi: [
      { vrsta: 'duty', iznos: 58_600_00 },
      { vrsta: 'freight', iznos: 30_000_00 },
      { vrsta: 'forwarding', iznos: 10_000_00, komId: forwarder, dokBroj: 'SP-5', pdvId: vat20 },
    ],
  });
  await d.item('doc-ur', ur, { artId: goods, kolicina: 1_000_000, fakCena: 10_00, prodCena: 1_500_00 });
  await d.lock('doc-ur', ur);
  const jci = await d.create('doc-jci', { vSubDoc: 'jci', rbroj: 1, datum: '2024-03-10', urId: ur, dokBroj: 'C-4411' });
  await d.item('doc-jci', jci, { pdvId: vat20, iznos: 1_260_600_00 });
  await d.lock('doc-jci', jci);

  // A5: 100 of those pieces exported at EUR 50.00 on 20 March, the seller dispatching them (24-1-2)
  const exportInvoice = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-20', datumPrometa: '2024-03-20', magId: VP, komId: buyer, valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
  await d.item('doc-prod', exportInvoice, { artId: goods, kolicina: 100_000, prodCena: 50_00 });
  await d.lock('doc-prod', exportInvoice);

  // A6, the seller's side: construction work of 600,000.00 to a VAT payer, the recipient owes the VAT
  const aeInvoice = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 1, datum: '2024-03-22', datumPrometa: '2024-03-22', magId: null, komId: buyer, kategorija: 'AE', izuzece: 'PDV-RS-10-2-3' });
  await d.item('doc-prod', aeInvoice, { artId: works, kolicina: 1_000, prodCena: 600_000_00 });
  await d.lock('doc-prod', aeInvoice);

  // A6, the recipient's side: works of 600,000.00 bought under the reverse charge, and a foreign subscription of EUR 1,000
  const rc = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: builder, dokBroj: 'GR-12', trosakId: cost, interniObracun: 'domestic' });
  await d.item('doc-zrn', rc, { pdvId: vat20, iznos: 600_000_00 });
  await d.lock('doc-zrn', rc);
  const subscription = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 2, datum: '2024-03-11', datumPrometa: '2024-03-10', komId: software, dokBroj: 'SUB-03', trosakId: cost, valuta: 'EUR', interniObracun: 'foreign' });
  await d.item('doc-zrn', subscription, { pdvId: vat20, iznos: 1_000_00 });
  await d.lock('doc-zrn', subscription);

  const r = (await d.get(`/v1/rpt-fin/pdv-total?${march}`)).data;
  expect(r.pppdv).toEqual({
    // the export, exempt with the right to deduct
    '001': 586_000_00,
    '002': 0,
    // the reverse-charge sale's base (POPDV 3.4); the VAT we computed on the works and the subscription
    '003': 600_000_00,
    '103': 143_440_00,
    '004': 0,
    '104': 0,
    '005': 1_186_000_00,
    '105': 143_440_00,
    // the customs declaration
    '006': 1_260_600_00,
    '106': 252_120_00,
    '007': 0,
    '107': 0,
    // the forwarder (8a.2), the works (8b.2) and the subscription (8g.1)
    '008': 727_200_00,
    '108': 145_440_00,
    '009': 1_987_800_00,
    '109': 397_560_00,
    '110': -254_120_00,
  });
  // every figure is the sum of the rows the forms link it to
  for (const [field, book] of [['001', 'kir'], ['103', 'kir'], ['106', 'kur'], ['108', 'kur']] as const) {
    const rows = (await d.get(`/v1/rpt-fin/${book}?${march}&pppdv=${field}&perPage=200`)).data as { osnovica: number; pdvIznos: number }[];
    const sum = rows.reduce((s, row) => s + (field.startsWith('0') ? row.osnovica : row.pdvIznos), 0);
    expect([field, sum]).toEqual([field, r.pppdv[field]]);
  }
});
