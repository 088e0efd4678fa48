import { expect } from 'vitest';
import type { TestContext } from './harness';

/** Small helpers for document tests: create a header, add lines, lock, read reports. */
export function documents(t: TestContext, headers: () => Record<string, string>) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: headers(), payload: payload as never });

  return {
    call,
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
    async lock(resource: string, docId: number) {
      const res = await call('POST', `/v1/${resource}/${docId}/lock`);
      expect(res.statusCode, res.body).toBe(204);
    },
    async storno(resource: string, docId: number) {
      const res = await call('POST', `/v1/${resource}/${docId}/storno`);
      expect(res.statusCode, res.body).toBe(204);
    },
    async read(resource: string, docId: number) {
      return (await call('GET', `/v1/${resource}/${docId}`)).json().data;
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
