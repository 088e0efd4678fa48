/**
 * bench:entry — a 30-line sales invoice typed into the line grid by keyboard alone, in Chromium,
 * against the built app (the bundled server on a fresh embedded database, as the e2e harness runs
 * it). Thirty articles at two VAT rates get an opening stock with sale prices (through the API);
 * then, for each run, a draft invoice is opened and its 30 lines are typed: the article's code and
 * Tab, the quantity and Tab, the price (the warehouse's is taken with Tab, every fourth line types
 * its own), the discount (every fifth line) and Enter to the next line.
 *
 * Prints the keys per field (target ≤ 4), the time from the first key until the server holds all
 * 30 lines and its totals equal the grid's VAT per rate, and the page loads on the way (target 0).
 * Exits non-zero when a line, a total or a page load is wrong.
 *
 * Run: npm run bench:entry (RUNS=3; BUILD=0 to use the built app as it is; CHROMIUM_PATH).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.RUNS ?? 3);
const LINES = 30;
const FIELDS_PER_LINE = 4;
const password = 'Bench-entry-lozinka-7';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

if (process.env.BUILD !== '0') execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: build the app first');

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-entry-'));
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo', DEMO_MONTH: '0', DEMO_PASSWORD: password, LOG_LEVEL: 'warn', SEF_SYNC_MINUTES: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  await waitFor(async () => (await fetch(`${base}/healthz`)).ok, 'the server');
  const page = await browser.newPage({ baseURL: base, locale: 'sr-Latn-RS', viewport: { width: 1366, height: 900 } });
  await page.goto('/login');
  await page.getByLabel(/^E-pošta/).fill('admin@demo.rs');
  await page.getByLabel(/^Lozinka/).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL(`${base}/`);
  const api = await apiOf(page);
  const { codes, periodId, magId, komId } = await setUp(api);

  const results: { keys: number; ms: number; floor: number; loads: number }[] = [];
  for (let run = 1; run <= runs; run++) results.push(await typeInvoice(page, api, { codes, periodId, magId, komId }));
  const keys = results[0]!.keys;
  const fields = LINES * FIELDS_PER_LINE;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const floors = results.map((r) => r.floor).sort((a, b) => a - b);
  const floor = floors[Math.floor(floors.length / 2)]!;
  console.log(`bench:entry — a ${LINES}-line sales invoice typed into the line grid (Chromium, embedded database, ${runs} run${runs > 1 ? 's' : ''})`);
  console.log(`  keys:  ${keys} for ${fields} fields (${LINES} lines × article, quantity, price, discount) = ${(keys / fields).toFixed(2)} keys per field (target ≤ 4)`);
  console.log(`  time:  ${(median / 1000).toFixed(2)} s median (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s) from the first key until the server holds the ${LINES} lines and its totals equal the grid's VAT per rate`);
  console.log(`  floor: ${(floor / 1000).toFixed(2)} s to type as many keys into one plain field of the page (the header's description); the grid takes ${(median / floor).toFixed(2)}×`);
  console.log(`  page loads while typing: ${Math.max(...results.map((r) => r.loads))} (target 0); at 5 keys a second a person types the ${keys} keys in ${Math.round(keys / 5)} s`);
  if (results.some((r) => r.loads > 0) || keys / fields > 4) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

type Api = Awaited<ReturnType<typeof apiOf>>;

/** The wholesale price of article `i` (1-based), which a line takes when its price is not typed. */
function salePrice(i: number): number {
  return 60_00 + i * 123;
}

/** The API as the signed-in user of the page. */
async function apiOf(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('session'));
  const token = (JSON.parse(raw ?? '{}') as { accessToken?: string }).accessToken;
  const call = async <T>(method: string, url: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
    if (res.status() >= 300) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  };
  return { call, list: async <T>(url: string) => (await call<{ data: T[] }>('GET', url)).data };
}

/** Thirty articles at 20 % and 10 % with a sale price in the wholesale warehouse; the period, warehouse and buyer. */
async function setUp(api: Api) {
  const [groups, rates, periods, warehouses, buyers] = await Promise.all([
    api.list<{ id: number; vArtikl: string }>('/v1/art-grupa?perPage=200'),
    api.list<{ id: number; stopa: number }>('/v1/art-pdv?perPage=200'),
    api.list<{ id: number; title: string; startDate: string }>('/v1/periods?perPage=200'),
    api.list<{ id: number; vPromet: string }>('/v1/mag-main?perPage=200'),
    api.list<{ id: number }>('/v1/kom-main?search=Jug'),
  ]);
  const grpId = groups.find((g) => g.vArtikl === 'roba')!.id;
  const rate = (stopa: number) => rates.find((r) => r.stopa === stopa)!.id;
  const period = periods.find((p) => p.title === String(new Date().getFullYear())) ?? periods.at(-1)!;
  const magId = warehouses.find((w) => w.vPromet === 'vp')!.id;
  const codes: string[] = [];
  const lines: unknown[] = [];
  for (let i = 1; i <= LINES; i++) {
    const code = `B${String(i).padStart(2, '0')}`;
    const { id } = await api.call<{ id: number }>('POST', '/v1/art-main', { grpId, intSifra: code, artNaziv: `Artikal za unos ${i}`, meraCode: 'kom', pdvId: rate(i % 3 === 0 ? 1000 : 2000) });
    codes.push(code);
    lines.push({ artId: id, kolicina: 1_000_000, nabCena: 40_00 + i * 100, prodCena: salePrice(i) });
  }
  const init = await api.call<{ data: { rbroj: number } }>('GET', `/v1/doc-psr/init?periodId=${period.id}&vSubDoc=vp`);
  const { id: psr } = await api.call<{ id: number }>('POST', '/v1/doc-psr', { periodId: period.id, vSubDoc: 'vp', rbroj: init.data.rbroj, datum: period.startDate, magId });
  await api.call('POST', `/v1/doc-psr/${psr}/items/batch`, { items: lines });
  await api.call('POST', `/v1/doc-psr/${psr}/lock`);
  return { codes, periodId: period.id, magId, komId: buyers[0]!.id };
}

/** One invoice: a draft opened, its 30 lines typed; the keys, the time and the page loads. */
async function typeInvoice(page: Page, api: Api, s: { codes: string[]; periodId: number; magId: number; komId: number }) {
  const init = await api.call<{ data: { rbroj: number; datum: string } }>('GET', `/v1/doc-prod/init?periodId=${s.periodId}&vSubDoc=vp`);
  const { id } = await api.call<{ id: number }>('POST', '/v1/doc-prod', { periodId: s.periodId, vSubDoc: 'vp', rbroj: init.data.rbroj, datum: init.data.datum, magId: s.magId, komId: s.komId });
  await page.goto(`/izlazni-racuni/vp/${id}`);
  const grid = page.getByTestId('doc-items-grid');
  await grid.getByTestId('grid-row-1').getByTestId('grid-article').waitFor();
  let loads = 0;
  const counted = (frame: unknown) => frame === page.mainFrame() && loads++;
  page.on('framenavigated', counted);

  let keys = 0;
  const type = async (text: string) => {
    await page.keyboard.type(text);
    keys += text.length;
  };
  const press = async (key: string) => {
    await page.keyboard.press(key);
    keys++;
  };
  const start = performance.now();
  // "Nova stavka" (Alt+N) puts the keyboard on the empty line
  await press('Alt+n');
  for (let i = 1; i <= LINES; i++) {
    await type(s.codes[i - 1]!);
    await press('Tab');
    await type(String((i % 9) + 1));
    await press('Tab');
    if (i % 4 === 0) await type(`${90 + i},90`);
    await press('Tab');
    if (i % 5 === 0) await type('5');
    await press('Enter');
  }
  await waitFor(async () => (await page.getByTestId('grid-status').innerText()) === 'Sve stavke su sačuvane', 'every line saved').catch(async (err: unknown) => {
    const shot = path.join(os.tmpdir(), 'bench-entry-failed.png');
    await page.screenshot({ path: shot, fullPage: true });
    throw new Error(`${String(err)} (the page: ${shot})`);
  });
  const gridTotal = (await grid.page().getByTestId('grid-rate-total').getByTestId('grid-rate-iznos').innerText()).trim();
  await waitFor(async () => (await page.getByTestId('doc-total-iznos').innerText()).trim() === gridTotal, 'the server’s total');
  const ms = performance.now() - start;
  page.off('framenavigated', counted);

  // the floor: as many keys typed into one plain field of the same page (the header's description)
  const opis = page.getByTestId('doc-field-opis');
  await opis.focus();
  const floorStart = performance.now();
  await page.keyboard.type('x'.repeat(keys));
  const floor = performance.now() - floorStart;
  await opis.fill('');

  // the server holds every line as typed: its article in order, the quantity, the price typed or the warehouse's, the discount
  const items = await api.call<{ data: { artikl: { intSifra: string }; kolicina: number; prodCena: number; rabat: number }[] }>('GET', `/v1/doc-prod/${id}/items?perPage=100`);
  const held = items.data.map((i) => `${i.artikl.intSifra} ${i.kolicina} ${i.prodCena} ${i.rabat}`);
  const typed = s.codes.map((code, n) => `${code} ${(((n + 1) % 9) + 1) * 1000} ${(n + 1) % 4 === 0 ? (90 + n + 1) * 100 + 90 : salePrice(n + 1)} ${(n + 1) % 5 === 0 ? 5_000 : 0}`);
  const wrong = typed.filter((line, n) => held[n] !== line);
  if (held.length !== LINES || wrong.length) throw new Error(`the server holds other lines than typed: ${wrong.map((w) => `${w} ≠ ${held[typed.indexOf(w)]}`).join('; ')}`);
  const doc = (await api.call<{ data: { osnovica: number; pdvIznos: number } }>('GET', `/v1/doc-prod/${id}`)).data;
  const shown = async (cell: string) => (await page.getByTestId('grid-rate-total').getByTestId(cell).innerText()).trim();
  const money = (value: number) => new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
  if ((await shown('grid-rate-osnovica')) !== money(doc.osnovica) || (await shown('grid-rate-pdvIznos')) !== money(doc.pdvIznos)) throw new Error('the grid’s VAT per rate is not the server’s');
  return { keys, ms, floor, loads };
}
