import { artMainInput, artPdvInput, komMainInput, magMainInput } from '@knjige/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { runXmlJob } from '../../test/xml-jobs';

/*
 * What the books already used cannot be changed under them: a warehouse's turnover type, a VAT
 * rate's percentage, an article's unit and kind, a period's dates, a client's tax id once an
 * e-invoice went to SEF. Each is refused with 409 and a key naming the field; what changes no
 * booked figure still saves.
 */

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let buyer: number;
let supplier: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, buyer, supplier } = await goodsSetup(d));
});

/** The stored row as the edit form sends it back: the input's fields, with `changes` over them. */
async function edit(resource: string, id: number, fields: string[], changes: Record<string, unknown>) {
  const row: Record<string, unknown> = (await d.get(`/v1/${resource}/${id}`)).data;
  const body = Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]]));
  return d.call('PUT', `/v1/${resource}/${id}`, { ...body, ...changes });
}
const fieldsOf = (schema: { keyof(): { options: readonly string[] } }) => [...schema.keyof().options];

/** A locked opening stock of `kolicina` thousandths of a new article in the warehouse. */
async function openingStock(magId: number, vSubDoc: 'vp' | 'mp', code: string, stopa = 2000, kolicina = 1_965_000) {
  const artId = await d.article('roba', code, stopa);
  const psr = await d.create('doc-psr', { vSubDoc, rbroj: 900, datum: '2024-01-02', magId });
  await d.item('doc-psr', psr, { artId, kolicina, nabCena: 100_00, prodCena: 150_00 });
  await d.lock('doc-psr', psr);
  return { artId, psr };
}

function expectConflict(res: { statusCode: number; json(): { message: string } }, message: string) {
  expect([res.statusCode, res.json().message]).toEqual([409, message]);
}

describe('a warehouse that has stock or ledger rows keeps its turnover type', () => {
  it('wholesale → retail with 1,965 units on hand is 409 error.vPromet.in-use; the stock keeps its wholesale value', async () => {
    const { artId } = await openingStock(VP, 'vp', 'BK1');
    const before = await d.stock('pnCena', VP, artId);
    const res = await edit('mag-main', VP, fieldsOf(magMainInput), { vPromet: 'mp' });
    expectConflict(res, 'error.vPromet.in-use');
    expect((await d.get(`/v1/mag-main/${VP}`)).data.vPromet).toBe('vp');
    expect(await d.stock('pnCena', VP, artId)).toEqual(before);
    // Its name and place still change.
    expect((await edit('mag-main', VP, fieldsOf(magMainInput), { magNaziv: 'Veleprodaja centar', mesto: 'Beograd' })).statusCode).toBe(204);
    expect((await d.get(`/v1/mag-main/${VP}`)).data).toMatchObject({ magNaziv: 'Veleprodaja centar', vPromet: 'vp' });
  });

  it('a reversed opening stock still left ledger rows: the type stays', async () => {
    const { psr } = await openingStock(MP, 'mp', 'BK2');
    await d.storno('doc-psr', psr);
    expectConflict(await edit('mag-main', MP, fieldsOf(magMainInput), { vPromet: 'vp' }), 'error.vPromet.in-use');
  });

  it('a warehouse nothing was booked in changes its type', async () => {
    const created = await d.call('POST', '/v1/mag-main', { sifra: '77', magNaziv: 'Nov', vPromet: 'vp' });
    const id = created.json().id as number;
    expect((await edit('mag-main', id, fieldsOf(magMainInput), { vPromet: 'mp' })).statusCode).toBe(204);
    expect((await d.get(`/v1/mag-main/${id}`)).data.vPromet).toBe('mp');
  });
});

describe('a VAT rate a locked document used keeps its percentage', () => {
  it('20 % → 18 % after a locked opening stock of an article at that rate is 409 error.stopa.in-use; description and flags still change', async () => {
    const rate = await d.vatRate(1000);
    await openingStock(VP, 'vp', 'BK3', 1000);
    expectConflict(await edit('art-pdv', rate, fieldsOf(artPdvInput), { stopa: 1200 }), 'error.stopa.in-use');
    expect((await d.get(`/v1/art-pdv/${rate}`)).data.stopa).toBe(1000);
    const renamed = await edit('art-pdv', rate, fieldsOf(artPdvInput), { opis: 'Posebna stopa PDV 10 %', pravoOdbitka: false });
    expect(renamed.statusCode).toBe(204);
    // the flag follows the category: a taxed (S) rate keeps the right to deduct whatever is sent
    expect((await d.get(`/v1/art-pdv/${rate}`)).data).toMatchObject({ opis: 'Posebna stopa PDV 10 %', stopa: 1000, kategorija: 'S', pravoOdbitka: true });
  });

  it('a rate named directly by a locked expense invoice line is in use too', async () => {
    const created = await d.call('POST', '/v1/art-pdv', { opis: 'Probna', stopa: 500 });
    const rate = created.json().id as number;
    const trosakId = await d.costItem('Režije', 'Zakup');
    const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-02-01', komId: supplier, dokBroj: 'R-1', dokDatum: '2024-02-01', dokDpo: '2024-02-01', trosakId });
    await d.item('doc-zrn', zrn, { pdvId: rate, iznos: 100_00 });
    // A draft does not hold the rate.
    expect((await edit('art-pdv', rate, fieldsOf(artPdvInput), { stopa: 600 })).statusCode).toBe(204);
    await d.lock('doc-zrn', zrn);
    expectConflict(await edit('art-pdv', rate, fieldsOf(artPdvInput), { stopa: 500 }), 'error.stopa.in-use');
  });

  it('a rate only drafts and unbooked articles use changes its percentage', async () => {
    const rate = await d.vatRate(1000);
    const artId = await d.article('roba', 'BK4', 1000);
    const draft = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 901, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', draft, { artId, kolicina: 1_000, nabCena: 100, prodCena: 100 });
    expect((await edit('art-pdv', rate, fieldsOf(artPdvInput), { stopa: 1200 })).statusCode).toBe(204);
  });
});

describe('an article on a locked document keeps its unit and kind', () => {
  it('kom → kg and goods → service are 409 with the field key; the name, the barcode and the VAT rate still change', async () => {
    const { artId } = await openingStock(VP, 'vp', 'BK5');
    const fields = fieldsOf(artMainInput);
    expectConflict(await edit('art-main', artId, fields, { meraCode: 'kg' }), 'error.meraCode.in-use');
    const groups = (await d.get('/v1/art-grupa?vArtikl=usluga')).data as { id: number }[];
    const grpId = groups[0]?.id ?? (await d.call('POST', '/v1/art-grupa', { vArtikl: 'usluga', grpSifra: 'GU', grpNaziv: 'Usluge' })).json().id;
    expectConflict(await edit('art-main', artId, fields, { vArtikl: 'usluga', grpId }), 'error.vArtikl.in-use');
    const stored = (await d.get(`/v1/art-main/${artId}`)).data;
    expect(stored).toMatchObject({ meraCode: 'kom', vArtikl: 'roba' });
    // The stock is still 1,965 kom at 100.00.
    expect(await d.stock('pnCena', VP, artId)).toMatchObject({ stanje: 1_965_000, vrednost: 196_500_00 });

    const pdv18 = await d.vatRate(1000);
    expect((await edit('art-main', artId, fields, { artNaziv: 'Novo ime', barkod: '8600000000001', pdvId: pdv18 })).statusCode).toBe(204);
    expect((await d.get(`/v1/art-main/${artId}`)).data).toMatchObject({ artNaziv: 'Novo ime', meraCode: 'kom', pdvId: pdv18 });
  });

  it('an article only on a draft changes its unit', async () => {
    const artId = await d.article('roba', 'BK6', 2000);
    const draft = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 902, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', draft, { artId, kolicina: 1_000, nabCena: 100, prodCena: 100 });
    expect((await edit('art-main', artId, fieldsOf(artMainInput), { meraCode: 'kg' })).statusCode).toBe(204);
  });
});

describe('a period keeps the dates of its locked documents', () => {
  const fields = ['title', 'startDate', 'endDate', 'status'];

  it('dates that would leave a locked document outside are 409 on the field; dates that keep them inside save', async () => {
    await openingStock(VP, 'vp', 'BK7'); // locked on 2024-01-02 in period 2 (2024)
    expectConflict(await edit('periods', 2, fields, { startDate: '2024-02-01' }), 'error.startDate.in-use');
    const late = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 903, datum: '2024-11-30', magId: VP });
    await d.item('doc-psr', late, { artId: await d.article('roba', 'BK8', 2000), kolicina: 1_000, nabCena: 100, prodCena: 100 });
    await d.lock('doc-psr', late);
    expectConflict(await edit('periods', 2, fields, { endDate: '2024-06-30' }), 'error.endDate.in-use');
    expect((await d.get('/v1/periods/2')).data).toMatchObject({ startDate: '2024-01-01', endDate: '2024-12-31' });
    // Narrowed around every locked document, or renamed: allowed.
    expect((await edit('periods', 2, fields, { startDate: '2024-01-02', endDate: '2024-11-30', title: '2024.' })).statusCode).toBe(204);
    expect((await d.get('/v1/periods/2')).data).toMatchObject({ title: '2024.', startDate: '2024-01-02', endDate: '2024-11-30' });
  });
});

describe('a client keeps the tax id its e-invoices carried to SEF', () => {
  async function serviceInvoice(rbroj: number) {
    const service = await d.article('usluga', `BS${rbroj}`, 2000);
    const id = await d.create('doc-prod', {
      vSubDoc: 'usluga', rbroj, datum: '2024-03-01', magId: null, komId: buyer, datumDospeca: '2024-03-31', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01',
    });
    await d.item('doc-prod', id, { artId: service, kolicina: 1_000, prodCena: 100_00 });
    await d.lock('doc-prod', id);
    return id;
  }

  it('a locked invoice not yet sent leaves the tax id free; after the e-invoice is made it is 409 error.pib.in-use', async () => {
    const fields = Object.keys(komMainInput.in.shape);
    const invoice = await serviceInvoice(1);
    // Locked but not sent: a typo in the tax id can still be fixed before the e-invoice goes out.
    expect((await edit('kom-main', buyer, fields, { pib: '100000008' })).statusCode).toBe(204);
    expect((await edit('kom-main', buyer, fields, { pib: '111032440' })).statusCode).toBe(204);

    expect((await runXmlJob(d, 'prod', invoice)).status).toBe('succeeded');

    expectConflict(await edit('kom-main', buyer, fields, { pib: '100000008' }), 'error.pib.in-use');
    expect((await d.get(`/v1/kom-main/${buyer}`)).data.pib).toBe('111032440');
    // The address and the contact still change.
    expect((await edit('kom-main', buyer, fields, { adresa: 'Obrenovićeva 22', telefon: '018 123 456' })).statusCode).toBe(204);
  });

  it('the company keeps its own tax id once an e-invoice was made: 409 error.pib.in-use; its other data still change', async () => {
    const company = {
      naziv: 'Demo Trgovina d.o.o.', pib: '101134702', maticniBroj: '07204990', isPdv: 1, banka: 'Banca Intesa', tracun: '160-12345-95',
      address: { postcode: '11000', city: 'Beograd', street: 'Knez Mihailova 12' }, contact: { name: 'Ana', phone: '011', email: 'a@demo.rs' },
    };
    expect((await d.call('PUT', '/v1/config', { ...company, pib: '100000008' })).statusCode).toBe(204);
    expect((await d.call('PUT', '/v1/config', company)).statusCode).toBe(204);
    expect((await runXmlJob(d, 'prod', await serviceInvoice(2))).status).toBe('succeeded');

    expectConflict(await d.call('PUT', '/v1/config', { ...company, pib: '100000008' }), 'error.pib.in-use');
    expect((await d.get('/v1/config')).data.pib).toBe('101134702');
    expect((await d.call('PUT', '/v1/config', { ...company, banka: 'AIK banka' })).statusCode).toBe(204);
    expect((await d.get('/v1/config')).data.banka).toBe('AIK banka');
  });
});
