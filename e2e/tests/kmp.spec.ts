import { expect, test } from '@playwright/test';
import { accessToken, choose, demoPassword, signIn, snapshot, tableRows, typeDate, uniqueSuffix } from '../support/app';
import { lock, newDocument, saveNewDocument } from '../support/documents';

const suffix = uniqueSuffix();
const partner = `Kompenzant ${suffix}`;

test('offset: a customer who is also a supplier; 90.000,00 set off against our 120.000,00 invoice and his 90.000,00, chosen from his open items', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('sign in; the partner, our invoice to him and his to us, through the API', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    async function call<T = { id: number }>(url: string, data?: Record<string, unknown>, method = 'POST'): Promise<T> {
      const res = await page.request.fetch(url, { method, headers, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (res.status() === 204 ? {} : await res.json()) as T;
    }
    const get = <T>(url: string) => call<{ data: T }>(url, undefined, 'GET').then((r) => r.data);
    const komId = (await call('/v1/kom-main', { vKom: 'firma', sifra: `K${suffix}`, intNaziv: partner, naziv: partner, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 2', isKupac: true, isDobavljac: true })).id;
    const periodId = (await get<{ id: number; title: string }[]>('/v1/periods?perPage=200')).find((p) => p.title === '2024')!.id;
    const vat = (await get<{ id: number; isDefault: boolean }[]>('/v1/art-pdv?perPage=200')).find((p) => p.isDefault)!.id;
    const groups = await get<{ id: number }[]>('/v1/art-grupa?vArtikl=usluga');
    const grpId = groups[0]?.id ?? (await call('/v1/art-grupa', { vArtikl: 'usluga', grpSifra: `U${suffix}`, grpNaziv: `Usluge ${suffix}` })).id;
    const artId = (await call('/v1/art-main', { vArtikl: 'usluga', grpId, intSifra: `KS${suffix}`, artNaziv: `Savetovanje ${suffix}`, meraCode: 'kom', pdvId: vat })).id;
    const rbroj = async (resource: string, vSubDoc: string) => (await get<{ rbroj: number }>(`/v1/${resource}/init?periodId=${periodId}&vSubDoc=${vSubDoc}`)).rbroj;
    const sale = (await call('/v1/doc-prod', { periodId, vSubDoc: 'usluga', rbroj: await rbroj('doc-prod', 'usluga'), datum: '2024-05-02', magId: null, komId, datumDospeca: '2024-06-01', datumIsporuke: '2024-05-02', datumPrometa: '2024-05-02' })).id;
    await call(`/v1/doc-prod/${sale}/items`, { artId, kolicina: 1_000, prodCena: 100_000_00 });
    await call(`/v1/doc-prod/${sale}/lock`);
    const trosakGrp = (await call('/v1/trosak-grupa', { naziv: `Usluge ${suffix}` })).id;
    const trosakId = (await call('/v1/trosak-main', { grpId: trosakGrp, naziv: `Savetovanje ${suffix}` })).id;
    const bought = (await call('/v1/doc-zrn', { periodId, vSubDoc: 'zrn', rbroj: await rbroj('doc-zrn', 'zrn'), datum: '2024-05-03', komId, dokBroj: `K-${suffix}`, trosakId })).id;
    await call(`/v1/doc-zrn/${bought}/items`, { pdvId: vat, iznos: 75_000_00 });
    await call(`/v1/doc-zrn/${bought}/lock`);
  });

  await test.step('the offset: the partner and the amount, his two open items chosen, locked', async () => {
    await newDocument(page, '/kompenzacije', 'Nova kompenzacija');
    await typeDate(page.getByTestId('doc-field-datum'), '20.05.2024');
    await choose(page, page.getByTestId('doc-field-komId'), new RegExp(partner), partner);
    await page.getByTestId('doc-field-iznos').fill('90000,00');
    await saveNewDocument(page, /^KMP-\d+\/2024$/);
    for (const item of [/^IR-USLUGA-\d+\/2024 · Duguje nama · 120\.000,00$/, /^ZRN-\d+\/2024 · Dugujemo mu · 90\.000,00$/]) {
      await page.getByTestId('doc-item-add').click();
      const form = page.getByTestId('item-form');
      await choose(page, form.getByTestId('item-field-dokId'), item);
      await page.getByTestId('item-save').click();
      await expect(form).toBeHidden();
    }
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(2);
    await expect(page.getByTestId('doc-total-otvorenoKupac')).toHaveText('120.000,00');
    await expect(page.getByTestId('doc-total-otvorenoDobavljac')).toHaveText('90.000,00');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('90.000,00');
    await snapshot(page, 'kmp');
    await lock(page);
  });
});
