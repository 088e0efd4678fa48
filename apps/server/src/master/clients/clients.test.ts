import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';

const t = useTestApp();

const firm = {
  vKom: 'firma', sifra: '100', intNaziv: 'Mlekara Zlatar', naziv: 'Mlekara Zlatar a.d.', postcode: '31000', mesto: 'Užice',
  adresa: 'Nova 1', pib: '101134702', maticniBroj: '07204990', isKupac: 1, isDobavljac: 0, isPdvObveznik: 1, pdvBroj: 'RS101134702',
};

describe('clients', () => {
  it('creates a firm with a contact and two bank accounts, one default, and lists them', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const res = await t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: firm });
    expect(res.statusCode).toBe(201);
    const komId = res.json().id;
    const client = (await t.app.inject({ method: 'GET', url: `/v1/kom-main/${komId}`, headers })).json().data;
    expect(client).toMatchObject({ sifra: '100', pib: '101134702', isKupac: true, isDobavljac: false, isPdvObveznik: true, pdvBroj: 'RS101134702', mestoId: null });

    expect((await t.app.inject({ method: 'POST', url: '/v1/kom-kontakt', headers, payload: { komId, ime: 'Jovana', email: 'jovana@zlatar.rs' } })).statusCode).toBe(201);
    const a1 = await t.app.inject({ method: 'POST', url: '/v1/kom-tracun', headers, payload: { komId, tracun: '840-955845-10', banka: 'Uprava za trezor', isDefault: 1 } });
    expect(a1.statusCode).toBe(201);
    const a2 = await t.app.inject({ method: 'POST', url: '/v1/kom-tracun', headers, payload: { komId, tracun: '160-12345-95', banka: 'Banca Intesa', isDefault: true } });
    expect(a2.statusCode).toBe(201);
    const accounts = (await t.app.inject({ method: 'GET', url: `/v1/kom-tracun?komId=${komId}`, headers })).json().data;
    expect(accounts.map((a: { tracun: string; isDefault: boolean }) => [a.tracun, a.isDefault])).toEqual([
      ['840000000095584510', false],
      ['160000000001234595', true],
    ]);
    const contacts = (await t.app.inject({ method: 'GET', url: `/v1/kom-kontakt?komId=${komId}`, headers })).json();
    expect(contacts.data.map((c: { ime: string }) => c.ime)).toEqual(['Jovana']);

    const search = (await t.app.inject({ method: 'GET', url: '/v1/kom-main?search=zlatar', headers })).json();
    expect(search.data.map((c: { id: number }) => c.id)).toEqual([komId]);
    const buyers = (await t.app.inject({ method: 'GET', url: '/v1/kom-main?isKupac=1&vKom=firma', headers })).json();
    expect(buyers.data.map((c: { sifra: string }) => c.sifra)).toEqual(['2', '100']);
  });

  it('refuses a wrong check digit on every identifier with its own field key', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const res = await t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: { ...firm, pib: '101134703', maticniBroj: '12345678', jbkjs: '123' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pib: 'error.pib.invalid', maticniBroj: 'error.maticniBroj.invalid', jbkjs: 'error.jbkjs.invalid' });
    const person = await t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: { ...firm, vKom: 'kupac', pib: '0101900350007', maticniBroj: '' } });
    expect(person.json().errors).toEqual({ pib: 'error.pib.invalid' });
    const okPerson = await t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: { ...firm, vKom: 'kupac', pib: '0101900350008', maticniBroj: '' } });
    expect(okPerson.statusCode).toBe(201);
    const saved = (await t.app.inject({ method: 'GET', url: `/v1/kom-main/${okPerson.json().id}`, headers })).json().data;
    // A private person keeps no VAT number and no public-sector data.
    expect(saved).toMatchObject({ vKom: 'kupac', isPdvObveznik: false, pdvBroj: '', isJP: false });
    const list = (await t.app.inject({ method: 'GET', url: '/v1/kom-main', headers })).json();
    expect(list.pagination.itemsCount).toBe(4);
  });

  it('checks Serbian identifiers only for a client in Serbia; a client abroad keeps its own numbers and VAT number', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: { ...firm, ...payload } });
    // in Serbia a foreign VAT number is no PIB, and the registration number keeps its check digit
    const home = await post({ sifra: 'S1', pib: 'ATU12345678', maticniBroj: 'FN 12345a' });
    expect(home.statusCode).toBe(422);
    expect(home.json().errors).toEqual({ pib: 'error.pib.invalid', maticniBroj: 'error.maticniBroj.invalid' });
    const abroad = await post({
      sifra: 'A1', drzava: 'AT', pib: 'ATU12345678', maticniBroj: 'FN 12345a', inoPdvBroj: 'ATU12345678', jbkjs: '123', isJP: 1, pdvBroj: 'RS101134702', sifraDelatnosti: '4639', rokPlacanjaDana: 45,
    });
    expect(abroad.statusCode, abroad.body).toBe(201);
    const saved = (await t.app.inject({ method: 'GET', url: `/v1/kom-main/${abroad.json().id}`, headers })).json().data;
    // the Serbian-only data of a firm abroad is not kept
    expect(saved).toMatchObject({ drzava: 'AT', pib: 'ATU12345678', maticniBroj: 'FN 12345a', inoPdvBroj: 'ATU12345678', jbkjs: '', isJP: false, isPdvObveznik: false, pdvBroj: '', sifraDelatnosti: '', rokPlacanjaDana: 45 });
    // an EU VAT number begins with its country's prefix (Greece: EL), without spaces; elsewhere loosely
    const wrongPrefix = await post({ sifra: 'A2', drzava: 'DE', inoPdvBroj: 'ATU12345678' });
    expect(wrongPrefix.json().errors).toEqual({ inoPdvBroj: 'error.inoPdvBroj.invalid' });
    expect((await post({ sifra: 'A3', drzava: 'AT', inoPdvBroj: 'ATU 12345678' })).json().errors).toEqual({ inoPdvBroj: 'error.inoPdvBroj.invalid' });
    expect((await post({ sifra: 'A4', drzava: 'GR', inoPdvBroj: 'EL123456789' })).statusCode).toBe(201);
    expect((await post({ sifra: 'A5', drzava: 'BA', inoPdvBroj: '4200000000001' })).statusCode).toBe(201);
    // a client in Serbia keeps no foreign VAT number; a country outside ISO 3166 and a term past a year are refused
    const rs = (await post({ sifra: 'S2', inoPdvBroj: 'ATU12345678' })).json().id;
    expect((await t.app.inject({ method: 'GET', url: `/v1/kom-main/${rs}`, headers })).json().data).toMatchObject({ drzava: 'RS', inoPdvBroj: '', rokPlacanjaDana: 0 });
    const bad = await post({ sifra: 'A6', drzava: 'XK', rokPlacanjaDana: 366 });
    expect(bad.json().errors).toEqual({ drzava: 'error.drzava.invalid', rokPlacanjaDana: 'error.rokPlacanjaDana.too-large' });
    expect((await post({ sifra: 'A7', rokPlacanjaDana: -1 })).json().errors).toEqual({ rokPlacanjaDana: 'error.rokPlacanjaDana.invalid' });
    // the list searches the VAT number too
    const found = (await t.app.inject({ method: 'GET', url: '/v1/kom-main?search=EL1234', headers })).json().data;
    expect(found.map((c: { sifra: string }) => c.sifra)).toEqual(['A4']);
  });

  it('refuses an invalid bank account and a client of another company', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const clients = (await t.app.inject({ method: 'GET', url: '/v1/kom-main', headers })).json().data;
    const bad = await t.app.inject({ method: 'POST', url: '/v1/kom-tracun', headers, payload: { komId: clients[0].id, tracun: '160-12345-96', banka: 'X' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ tracun: 'error.tracun.invalid' });
    const missing = await t.app.inject({ method: 'POST', url: '/v1/kom-tracun', headers, payload: { komId: 9999, tracun: '160-12345-95', banka: 'X' } });
    expect(missing.json().errors).toEqual({ komId: 'error.komId.not-found' });
    const required = await t.app.inject({ method: 'POST', url: '/v1/kom-kontakt', headers, payload: { komId: clients[0].id } });
    expect(required.json().errors).toEqual({ ime: 'error.ime.required' });
    const dup = await t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: { ...firm, sifra: '1' } });
    expect(dup.json().errors).toEqual({ sifra: 'error.sifra.unique' });
  });

  it('deleting a client removes its contacts and accounts; a used place cannot be deleted', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const places = (await t.app.inject({ method: 'GET', url: '/v1/kom-mesto?search=U%C5%BEice', headers })).json().data;
    expect(places).toEqual([{ id: places[0].id, postcode: '31000', naziv: 'Užice', opstina: 'Užice', drzava: 'Srbija' }]);
    const komId = (await t.app.inject({ method: 'POST', url: '/v1/kom-main', headers, payload: { ...firm, mestoId: places[0].id } })).json().id;
    await t.app.inject({ method: 'POST', url: '/v1/kom-kontakt', headers, payload: { komId, ime: 'Jovana' } });
    const usedPlace = await t.app.inject({ method: 'DELETE', url: `/v1/kom-mesto/${places[0].id}`, headers });
    expect(usedPlace.statusCode).toBe(409);
    expect(usedPlace.json().message).toBe('error.kom-mesto.in-use');
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/kom-main/${komId}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/v1/kom-kontakt?komId=${komId}`, headers })).json().data).toEqual([]);
  });
});

describe('places and costs', () => {
  it('requires all four place fields and keeps postcode + name unique', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const empty = await t.app.inject({ method: 'POST', url: '/v1/kom-mesto', headers, payload: {} });
    expect(empty.json().errors).toEqual({ postcode: 'error.postcode.required', naziv: 'error.naziv.required', opstina: 'error.opstina.required', drzava: 'error.drzava.required' });
    const dup = await t.app.inject({ method: 'POST', url: '/v1/kom-mesto', headers, payload: { postcode: '21000', naziv: 'Novi Sad', opstina: 'Novi Sad', drzava: 'Srbija' } });
    expect(dup.json().errors).toEqual({ naziv: 'error.naziv.unique' });
  });

  it('counts a group\'s cost items and deletes them with the group', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const grpId = (await t.app.inject({ method: 'POST', url: '/v1/trosak-grupa', headers, payload: { naziv: 'Režije' } })).json().id;
    for (const naziv of ['Struja', 'Voda']) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/trosak-main', headers, payload: { grpId, naziv } });
      expect(res.json()).toEqual({ id: expect.any(Number) });
    }
    const groups = (await t.app.inject({ method: 'GET', url: '/v1/trosak-grupa', headers })).json().data;
    expect(groups).toEqual([{ id: grpId, naziv: 'Režije', opis: '', itemsCount: 2 }]);
    const items = (await t.app.inject({ method: 'GET', url: `/v1/trosak-main?grpId=${grpId}`, headers })).json().data;
    expect(items.map((i: { naziv: string; grpNaziv: string }) => `${i.naziv}/${i.grpNaziv}`)).toEqual(['Struja/Režije', 'Voda/Režije']);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/trosak-grupa/${grpId}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/trosak-main', headers })).json().pagination.itemsCount).toBe(0);
  });
});
