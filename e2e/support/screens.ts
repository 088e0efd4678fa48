import { expect, type Page } from '@playwright/test';
import { accessToken } from './app';

/** Calls the API as the signed-in user of `page` (the token the web app keeps). */
async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Row {
  id: number;
}

/**
 * A draft incoming invoice with two lines of seeded articles, made through the API so a screen
 * check does not depend on the entry flow. Returns the path of its page and of its first item.
 */
export async function draftInvoiceWithItems(page: Page): Promise<{ docPath: string; itemPath: string }> {
  // The period chosen in the top bar, so the document is on the list the screens show.
  const chosen = await page.getByRole('combobox', { name: 'Period' }).inputValue();
  const periods = await apiCall<{ data: (Row & { title: string })[] }>(page, 'GET', '/v1/periods?perPage=200');
  const period = periods.data.find((p) => p.title === chosen) ?? periods.data.at(-1)!;
  const init = await apiCall<{ data: Record<string, unknown> }>(page, 'GET', `/v1/doc-ur/init?periodId=${period.id}&vSubDoc=vp`);
  const warehouses = await apiCall<{ data: (Row & { magNaziv: string })[] }>(page, 'GET', '/v1/mag-main?perPage=200');
  const supplier = await apiCall<{ data: Row[] }>(page, 'GET', '/v1/kom-main/combo?isDobavljac=1&search=Sever');
  const header = {
    ...Object.fromEntries(['periodId', 'vSubDoc', 'rbroj', 'datum'].map((k) => [k, init.data[k]])),
    magId: warehouses.data.find((w) => w.magNaziv.startsWith('Veleprodajni'))!.id,
    komId: supplier.data[0]!.id,
    dokBroj: 'F-A11Y-1',
    dokDatum: init.data.datum,
    dokDpo: init.data.datum,
  };
  const doc = await apiCall<{ id: number }>(page, 'POST', '/v1/doc-ur', header);
  let first = 0;
  for (const [code, kolicina, fakCena, prodCena] of [
    ['1001', 10_000, 8_000, 12_000],
    ['1002', 5_000, 9_500, 14_000],
  ] as const) {
    const article = await apiCall<{ data: Row }>(page, 'GET', `/v1/art-main/lookup?code=${code}`);
    const item = await apiCall<{ id: number }>(page, 'POST', `/v1/doc-ur/${doc.id}/items`, { artId: article.data.id, kolicina, fakCena, rabat1: 10_000, prodCena });
    first ||= item.id;
  }
  return { docPath: `/ulazni-racuni/vp/${doc.id}`, itemPath: `/ulazni-racuni/vp/${doc.id}/${first}` };
}

/** A draft sales invoice of two seeded articles and a pro-forma of one, through the API; the paths of their pages and of the invoice's first item. */
export async function draftSales(page: Page): Promise<{ salePath: string; saleItemPath: string; proformaPath: string }> {
  const chosen = await page.getByRole('combobox', { name: 'Period' }).inputValue();
  const periods = await apiCall<{ data: (Row & { title: string })[] }>(page, 'GET', '/v1/periods?perPage=200');
  const period = periods.data.find((p) => p.title === chosen) ?? periods.data.at(-1)!;
  const buyer = await apiCall<{ data: Row[] }>(page, 'GET', '/v1/kom-main/combo?isKupac=1&search=Jug');
  const paths: string[] = [];
  let first = 0;
  for (const resource of ['doc-prod', 'doc-prn']) {
    const init = await apiCall<{ data: Record<string, unknown> }>(page, 'GET', `/v1/${resource}/init?periodId=${period.id}&vSubDoc=vp`);
    const keys = ['periodId', 'vSubDoc', 'rbroj', 'datum', 'magId', ...(resource === 'doc-prod' ? ['datumDospeca', 'datumIsporuke', 'datumPrometa'] : [])];
    const doc = await apiCall<{ id: number }>(page, 'POST', `/v1/${resource}`, { ...Object.fromEntries(keys.map((k) => [k, init.data[k]])), komId: buyer.data[0]!.id });
    for (const [code, kolicina, prodCena, rabat] of [
      ['1001', 2_000, 12_000, 0],
      ['1002', 1_000, 14_000, 5_000],
    ] as const) {
      const article = await apiCall<{ data: Row }>(page, 'GET', `/v1/art-main/lookup?code=${code}`);
      const item = await apiCall<{ id: number }>(page, 'POST', `/v1/${resource}/${doc.id}/items`, { artId: article.data.id, kolicina, prodCena, rabat });
      if (resource === 'doc-prod') first ||= item.id;
    }
    paths.push(`${resource === 'doc-prod' ? '/izlazni-racuni' : '/prn'}/vp/${doc.id}`);
  }
  return { salePath: paths[0]!, saleItemPath: `${paths[0]!}/${first}`, proformaPath: paths[1]! };
}

/** A seeded client's page. */
export async function clientPath(page: Page): Promise<string> {
  const clients = await apiCall<{ data: Row[] }>(page, 'GET', '/v1/kom-main?perPage=1');
  return `/klijenti/${clients.data[0]!.id}`;
}

/**
 * The main screens every accessibility and width check visits, once signed in. Each new document
 * family adds its list, a document with items and an item form here as its screens land.
 */
export async function mainScreens(page: Page): Promise<{ name: string; path: string }[]> {
  const { docPath, itemPath } = await draftInvoiceWithItems(page);
  const { salePath, saleItemPath, proformaPath } = await draftSales(page);
  return [
    { name: 'home', path: '/' },
    { name: 'articles', path: '/artikli' },
    { name: 'invoice-list', path: '/ulazni-racuni/vp' },
    { name: 'invoice', path: docPath },
    { name: 'invoice-new', path: '/ulazni-racuni/vp/create' },
    { name: 'item', path: itemPath },
    { name: 'receipt-list', path: '/prodaja-na-kasi/fis' },
    { name: 'receipt-new', path: '/prodaja-na-kasi/fis/create' },
    { name: 'retail-invoice-list', path: '/racuni-maloprodaje/fak-mp' },
    { name: 'retail-invoice-new', path: '/racuni-maloprodaje/fak-mp/create' },
    { name: 'stock', path: '/stanje-zaliha' },
    { name: 'statement-list', path: '/platni-promet/izvod' },
    { name: 'accounts', path: '/stanje-racuna' },
    { name: 'cash-list', path: '/blagajna/uplatnica' },
    { name: 'cash-new', path: '/blagajna/isplatnica/create' },
    { name: 'cash-report', path: '/blagajnicki-izvestaj' },
    { name: 'cash-desks', path: '/blagajne' },
    { name: 'statement-import', path: '/uvoz/izvod' },
    { name: 'sales-list', path: '/izlazni-racuni/vp' },
    { name: 'sale', path: salePath },
    { name: 'sale-item', path: saleItemPath },
    { name: 'proforma', path: proformaPath },
    { name: 'turnover', path: '/ostvareni-promet/vp' },
    { name: 'clients', path: '/klijenti' },
    { name: 'client', path: await clientPath(page) },
    { name: 'deadlines', path: '/agencija/rokovi?mesec=2026-02' },
  ];
}

/** Waits until a screen has drawn its data: its title is there and no loader spins. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
