import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { generatedXml } from '../../../test/xml-jobs';
import { all, attrAt, parseXml, textAt, xsdErrors } from '../../../test/ubl';
import { migrationsFolder } from '../../platform/paths';
import { companies, units } from '../../platform/db/schema';

/** Units of measure and SEF's unit list (docs/decisions.md#sef-e-invoice-xml). */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
});

describe('a company’s units', () => {
  it('each maps to a SEF unit: the seeded ones by their meaning, a new one as chosen', async () => {
    const seeded = (await d.get('/v1/units')).data;
    expect(seeded).toEqual([
      { code: 'kom', name: 'komad', sefCode: 'H87' },
      { code: 'kg', name: 'kilogram', sefCode: 'KGM' },
      { code: 'l', name: 'litar', sefCode: 'LTR' },
      { code: 'm', name: 'metar', sefCode: 'MTR' },
      { code: 'm2', name: 'kvadratni metar', sefCode: 'MTK' },
      { code: 'h', name: 'sat', sefCode: 'HUR' },
      { code: 'pak', name: 'pakovanje', sefCode: 'PK' },
    ]);
    const res = await d.call('POST', '/v1/unit-main', { code: 'tuce', name: 'tuce', sefCode: 'dzn' });
    expect(res.statusCode, res.body).toBe(201);
    // the code is kept as SEF writes it
    expect((await d.get(`/v1/unit-main/${res.json().id}`)).data).toMatchObject({ code: 'tuce', name: 'tuce', sefCode: 'DZN' });
    const paket = (await d.get('/v1/unit-main?search=pak')).data[0];
    expect((await d.call('PUT', `/v1/unit-main/${paket.id}`, { code: 'pak', name: 'pakovanje', sefCode: 'XBX' })).statusCode).toBe(422);
    expect((await d.call('PUT', `/v1/unit-main/${paket.id}`, { code: 'pak', name: 'pakovanje', sefCode: 'SET' })).statusCode).toBe(204);
    expect((await d.get('/v1/units')).data).toContainEqual({ code: 'pak', name: 'pakovanje', sefCode: 'SET' });
  });

  it('refuses an unknown SEF code (422 error.sefCode.not-found) and a taken code, and writes nothing', async () => {
    const before = (await d.get('/v1/units')).data;
    for (const sefCode of ['XYZ', 'kom', '']) {
      const res = await d.call('POST', '/v1/unit-main', { code: 'x1', name: 'nešto', sefCode });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['sefCode']);
    }
    const unknown = await d.call('POST', '/v1/unit-main', { code: 'x1', name: 'nešto', sefCode: 'XYZ' });
    expect(unknown.json().errors).toEqual({ sefCode: 'error.sefCode.not-found' });
    const taken = await d.call('POST', '/v1/unit-main', { code: 'kom', name: 'komad 2', sefCode: 'H87' });
    expect([taken.statusCode, taken.json().errors]).toEqual([422, { code: 'error.code.unique' }]);
    expect((await d.get('/v1/units')).data).toEqual(before);
  });

  it('a unit articles use keeps its code and stays (409); its SEF code may change', async () => {
    const kom = (await d.get('/v1/unit-main?search=kom')).data.find((u: { code: string }) => u.code === 'kom');
    const renamed = await d.call('PUT', `/v1/unit-main/${kom.id}`, { code: 'ko', name: 'komad', sefCode: 'H87' });
    expect([renamed.statusCode, renamed.json().message]).toEqual([409, 'error.code.in-use']);
    expect((await d.call('DELETE', `/v1/unit-main/${kom.id}`)).statusCode).toBe(409);
    expect((await d.call('PUT', `/v1/unit-main/${kom.id}`, { code: 'kom', name: 'komad', sefCode: 'C62' })).statusCode).toBe(204);
    const free = (await d.call('POST', '/v1/unit-main', { code: 'gros', name: 'gros', sefCode: 'GRO' })).json().id;
    expect((await d.call('DELETE', `/v1/unit-main/${free}`)).statusCode).toBe(204);
  });

  it('a dozen is invoiced and exported as DZN on the invoice and the dispatch note', async () => {
    const { VP, buyer } = await goodsSetup(d);
    expect((await d.call('POST', '/v1/unit-main', { code: 'tuce', name: 'tuce', sefCode: 'DZN' })).statusCode).toBe(201);
    const groups = (await d.get('/v1/art-grupa?vArtikl=roba')).data as { id: number }[];
    const art = await d.call('POST', '/v1/art-main', { vArtikl: 'roba', grpId: groups[0]!.id, intSifra: 'JAJA', artNaziv: 'Jaja', meraCode: 'tuce', pdvId: await d.vatRate(1000) });
    expect(art.statusCode, art.body).toBe(201);
    const eggs = art.json().id as number;
    // 5 dozen in at 150.00, 3 dozen out at 240.00 (10 %): 720.00 + 72.00
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: (await goodsSetup(d)).supplier, dokBroj: 'F-1' });
    await d.item('doc-ur', ur, { artId: eggs, kolicina: 5_000, fakCena: 15_000, prodCena: 24_000 });
    await d.lock('doc-ur', ur);
    const sale = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-15', magId: VP, komId: buyer, brojOtpremnice: 'OTP-1' });
    await d.item('doc-prod', sale, { artId: eggs, kolicina: 3_000, prodCena: 24_000 });
    await d.lock('doc-prod', sale);

    const xml = await generatedXml(d, 'prod', sale);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    const invoice = parseXml(xml).Invoice;
    const lines = all(invoice, 'cac:InvoiceLine');
    expect(lines.map((l) => [attrAt(l, 'cbc:InvoicedQuantity', 'unitCode'), textAt(l, 'cbc:InvoicedQuantity'), textAt(l, 'cbc:LineExtensionAmount')])).toEqual([['DZN', '3', '720.00']]);
    expect(textAt(invoice, 'cac:TaxTotal/cbc:TaxAmount')).toBe('72.00');

    const note = await d.call('GET', `/v1/xml/despatch/prod/${sale}`);
    expect(note.statusCode, note.body).toBe(200);
    expect(all(parseXml(note.body).DespatchAdvice, 'cac:DespatchLine').map((l) => [attrAt(l, 'cbc:DeliveredQuantity', 'unitCode'), textAt(l, 'cbc:DeliveredQuantity')])).toEqual([['DZN', '3']]);
  });
});

it('migration 0024 maps existing units: their own SEF code, a known local code, a SEF name, else a piece', async () => {
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  const companyId = company!.id;
  const old: [string, string][] = [['DZN', 'tuce'], ['tuc', 'tuce'], ['m3', 'kubik'], ['x', 'Kutija'], ['bal', 'bala'], ['kwh', 'struja']];
  await t.database.db.insert(units).values(old.map(([code, name]) => ({ companyId, code, name, sefCode: 'H87' })));
  const file = fs.readdirSync(migrationsFolder).find((f) => /^0024_.*\.sql$/.test(f))!;
  const update = fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.includes('UPDATE "units"'));
  expect(update).toHaveLength(1);
  await t.database.db.execute(sql.raw(update[0]!.replace(/^--.*$/gm, '')));
  const mapped = await t.database.db.select({ code: units.code, sefCode: units.sefCode }).from(units).where(eq(units.companyId, companyId)).orderBy(asc(units.id));
  expect(Object.fromEntries(mapped.map((u) => [u.code, u.sefCode]))).toMatchObject({ kom: 'H87', kg: 'KGM', pak: 'PK', DZN: 'DZN', tuc: 'DZN', m3: 'MTQ', x: 'BX', bal: 'H87', kwh: 'KWH' });
});
