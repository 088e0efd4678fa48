import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { companies, memberships, users } from '../../platform/db/schema';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let invoiceId: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const { VP, buyer } = await goodsSetup(d);
  const A = await d.article('roba', 'TA', 2000);
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 10_000, nabCena: 10_00, prodCena: 20_00 });
  await d.lock('doc-psr', psr);
  invoiceId = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-10', magId: VP, komId: buyer, datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' });
  await d.item('doc-prod', invoiceId, { artId: A, kolicina: 1_000, prodCena: 20_00 });
});

afterEach(() => {
  vi.useRealTimers();
});

const tokenFor = async (path: string, headers = auth) => t.app.inject({ method: 'POST', url: '/v1/print/token', headers, payload: { path } });
/** A GET without any bearer header, as a new browser tab makes it. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('print tokens', () => {
  it('open the one print they were issued for, in a tab without the bearer header', async () => {
    const path = `/v1/doc-prod/racun/print/${invoiceId}?lang=en`;
    const res = await tokenFor(path);
    expect(res.statusCode, res.body).toBe(200);
    const { url, token, expiresIn } = res.json().data;
    expect(expiresIn).toBe(300);
    expect(url).toBe(`${path}&token=${token}`);
    const pdf = await open(url);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['cache-control']]).toEqual([200, 'application/pdf', 'no-store']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // without a token or a bearer header: 401
    expect((await open(path)).statusCode).toBe(401);
  });

  it('an altered token, a token of another print or query, or an access token in the URL is 401', async () => {
    const path = `/v1/doc-prod/racun/print/${invoiceId}`;
    const { token } = (await tokenFor(path)).json().data;
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    const payloadTampered = token.replace(/\.([^.]+)\./, (_m: string, p: string) => `.${Buffer.from(Buffer.from(p, 'base64url').toString().replace('/racun/', '/otpremnica/')).toString('base64url')}.`);
    for (const url of [
      `${path}?token=${flipped}`,
      // the payload rewritten to name another print: the signature no longer matches
      `/v1/doc-prod/otpremnica/print/${invoiceId}?token=${payloadTampered}`,
      `/v1/doc-prod/otpremnica/print/${invoiceId}?token=${token}`,
      `${path}?lang=en&token=${token}`,
      `${path}?token=${auth.authorization!.slice('Bearer '.length)}`,
    ]) {
      const res = await open(url);
      expect([res.statusCode, url]).toEqual([401, url]);
    }
  });

  it('an expired token is 401 with its own message', async () => {
    const path = `/v1/doc-prod/racun/print/${invoiceId}`;
    const { url } = (await tokenFor(path)).json().data;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const res = await open(url);
    expect([res.statusCode, res.json().message]).toEqual([401, 'error.print.expired']);
  });

  it('a print of another company’s document is 404; a path that is no print gets no token (422)', async () => {
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [user] = await t.database.db.insert(users).values({ email: 'admin@druga.rs', firstName: 'D', lastName: 'D' }).returning();
    await t.database.db.insert(memberships).values({ userId: user!.id, companyId: other!.id, role: 'admin', isDefault: true });
    const theirs = await authHeader(t.database, 'admin@druga.rs');
    const { url } = (await tokenFor(`/v1/doc-prod/racun/print/${invoiceId}`, theirs)).json().data;
    const res = await open(url);
    expect([res.statusCode, res.json().message]).toEqual([404, 'error.not-found']);
    expect((await t.app.inject({ method: 'GET', url: `/v1/doc-prod/racun/print/${invoiceId}`, headers: theirs })).statusCode).toBe(404);
    expect((await tokenFor(`/v1/doc-prod/${invoiceId}`)).statusCode).toBe(422);
    expect((await tokenFor('https://evil.example/v1/doc-prod/racun/print/1')).statusCode).toBe(422);
  });
});
