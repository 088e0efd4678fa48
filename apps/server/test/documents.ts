import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestContext } from './harness';

/** Small helpers for document tests: create a header, add lines, lock, read reports. */
export function documents(t: TestContext, headers: () => Record<string, string>) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: headers(), payload: payload as never });

  /** The id of the VAT rate of this many hundredths of a percent. */
  const vatRate = async (stopa: number) => ((await call('GET', '/v1/art-pdv')).json().data as { id: number; stopa: number }[]).find((r) => r.stopa === stopa)!.id;

  return {
    call,
    /** A GET that must succeed: its JSON body. */
    async get(url: string) {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    vatRate,
    async create(resource: string, body: Record<string, unknown>) {
      const res = await call('POST', `/v1/${resource}`, { periodId: 2, napomena: '', ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    async item(resource: string, docId: number, body: Record<string, unknown>) {
      const res = await call('POST', `/v1/${resource}/${docId}/items`, { docId, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    /** Locks; the warnings the lock answers with (200), none with 204. */
    async lock(resource: string, docId: number): Promise<string[]> {
      const res = await call('POST', `/v1/${resource}/${docId}/lock`);
      expect([200, 204], res.body).toContain(res.statusCode);
      return res.statusCode === 200 ? (res.json() as { warnings: string[] }).warnings : [];
    },
    async storno(resource: string, docId: number) {
      const res = await call('POST', `/v1/${resource}/${docId}/storno`);
      expect(res.statusCode, res.body).toBe(204);
    },
    async read(resource: string, docId: number) {
      return (await call('GET', `/v1/${resource}/${docId}`)).json().data;
    },
    /** A new article of the first group of its kind (a group made when there is none), at the given VAT rate. */
    async article(vArtikl: 'roba' | 'usluga' | 'gp', intSifra: string, stopa: number) {
      const groups = (await call('GET', `/v1/art-grupa?vArtikl=${vArtikl}`)).json().data as { id: number }[];
      const grpId = groups[0]?.id ?? (await call('POST', '/v1/art-grupa', { vArtikl, grpSifra: `G-${intSifra}`, grpNaziv: `Grupa ${intSifra}` })).json().id;
      const pdvId = await vatRate(stopa);
      const res = await call('POST', '/v1/art-main', { vArtikl, grpId, intSifra, artNaziv: `Artikal ${intSifra}`, meraCode: 'kom', pdvId });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    /** A new cost item in a new cost group. */
    async costItem(group: string, naziv: string) {
      const grpId = (await call('POST', '/v1/trosak-grupa', { naziv: group })).json().id;
      return (await call('POST', '/v1/trosak-main', { grpId, naziv })).json().id as number;
    },
    async stock(priceType: string, magId: number, artId: number) {
      const res = await call('GET', `/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=${priceType}&magId=${magId}&perPage=200`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((r: { artId: number }) => r.artId === artId);
    },
  };
}

/** The seeded wholesale and retail warehouses and the supplier every goods-document test uses. */
export async function goodsSetup(d: ReturnType<typeof documents>) {
  const mags = (await d.call('GET', '/v1/mag-main')).json().data as { id: number; vPromet: string }[];
  return {
    VP: mags.find((m) => m.vPromet === 'vp')!.id,
    MP: mags.find((m) => m.vPromet === 'mp')!.id,
    supplier: (await d.call('GET', '/v1/kom-main?search=Sever')).json().data[0].id as number,
    /** a firm flagged as buyer */
    buyer: (await d.call('GET', '/v1/kom-main?search=Market%20Jug')).json().data[0].id as number,
    articleByCode: async (code: string) => (await d.call('GET', `/v1/art-main/lookup?code=${code}`)).json().data.id as number,
  };
}

/** The cell values of an export's first sheet, row by row (ExcelJS counts from 1: the empty first cell is dropped). */
/** The workbook of an export response (read as a stream: exceljs's own Buffer type is older than Node's). */
export async function readWorkbook(res: { rawPayload: Buffer }): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.read(Readable.from([res.rawPayload]));
  return wb;
}

export async function sheetValues(res: { rawPayload: Buffer }) {
  const wb = await readWorkbook(res);
  return wb.worksheets[0]!.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));
}
