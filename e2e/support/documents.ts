import { expect, type Locator, type Page } from '@playwright/test';
import { accessToken, choose, confirm, field, uniqueSuffix } from './app';

export const wholesale = 'Veleprodajni magacin';
export const retail = 'Maloprodajni objekat';

export interface Article {
  code: string;
  name: string;
}

/**
 * An article of one spec. Specs share one database for the whole run, so the code and name carry a
 * suffix; the code is not a number, so the next code the article form proposes stays as it was.
 */
export function newArticle(): Article {
  const suffix = uniqueSuffix();
  return { code: `E${suffix}`, name: `Keks pšenični ${suffix}` };
}

/** Opens a new document of the family's list at `listPath` and waits for its form. */
export async function newDocument(page: Page, listPath: string, title: string): Promise<void> {
  await page.goto(listPath);
  await page.getByTestId('doc-add').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The number is proposed by the server; the form is ready once it is there.
  await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
}

/** Saves a new document's header and waits for the page of the saved document. */
export async function saveNewDocument(page: Page, oznaka: RegExp): Promise<void> {
  await page.getByTestId('doc-save').click();
  await expect(page.getByRole('heading', { level: 1, name: oznaka })).toBeVisible();
  await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
}

/** Line `n` (1-based) of the grid of a document's lines. */
export const gridLine = (page: Page, n: number): Locator => page.getByTestId('doc-items-grid').getByTestId(`grid-row-${n}`);

/** The lines of the grid, the empty one at the end included. */
export const gridLines = (page: Page): Locator => page.getByTestId('doc-items-grid').locator('tbody > tr');

/**
 * Types the article's code into the grid's empty last line and Tab, as a user does; waits for the
 * article to be chosen (its data read, what it fills in filled) and the quantity to have the focus.
 * The line's number.
 */
export async function startItem(page: Page, article: Article): Promise<number> {
  // the grid shows once the document's lines are read
  await expect(gridLines(page).last().getByTestId('grid-article')).toBeEditable();
  const n = await gridLines(page).count();
  const line = gridLine(page, n);
  await line.getByTestId('grid-article').click();
  await page.keyboard.type(article.code);
  await page.keyboard.press('Tab');
  await expect(line.getByTestId('grid-name')).toHaveText(article.name);
  await expect(line.getByTestId('grid-kolicina')).toBeFocused();
  return n;
}

/**
 * Adds a line in the grid: the article, then the values by field once the article's data has been
 * read (it fills some prices in, which must not overwrite what is typed). The line.
 */
export async function addItem(page: Page, article: Article, values: Record<string, string>): Promise<Locator> {
  const line = gridLine(page, await startItem(page, article));
  for (const [name, value] of Object.entries(values)) await line.getByTestId(`grid-${name}`).fill(value);
  return line;
}

/** Saves the lines typed in the grid (Ctrl+S in it) and waits until the server has them all. */
export async function saveItem(page: Page): Promise<void> {
  await gridLines(page).last().getByTestId('grid-article').focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('grid-status')).toHaveText('Sve stavke su sačuvane');
}

/** Locks the open document and waits for the toast and the status. */
export async function lock(page: Page): Promise<void> {
  const oznaka = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByTestId('doc-lock').click();
  await confirm(page, 'Knjiženje dokumenta');
  await expect(page.getByTestId('toast-success').filter({ hasText: `Dokument ${oznaka} je proknjižen` })).toBeVisible();
  await expect(page.getByTestId('doc-status')).toHaveText('Proknjižen');
  await expect(page.getByTestId('doc-lock')).toBeDisabled();
}

/** Creates the article through the article form, as a user would. */
export async function createArticleInForm(page: Page, article: Article): Promise<void> {
  await page.goto('/artikli');
  await page.getByTestId('articles-add').click();
  const dialog = page.getByRole('dialog', { name: 'Novi artikl' });
  await expect(field(dialog, 'Šifra')).not.toHaveValue('');
  await field(dialog, 'Šifra').fill(article.code);
  await choose(page, field(dialog, 'Grupa'), 'Prehrana (100)');
  await field(dialog, 'Naziv').fill(article.name);
  // The default VAT rate is the general one, 20 %.
  await expect(field(dialog, 'PDV stopa')).toHaveValue('Opšta stopa 20%');
  await dialog.getByTestId('article-save').click();
  await expect(dialog).toBeHidden();
}

type Body = Record<string, unknown>;

/**
 * The API as the user signed in on `page` (the session the web app keeps): a spec's own setup, so
 * each spec can run alone and its failures name its family. Quantities in thousandths, money in
 * paras, as the API takes them. Documents go into the period of `year` (2024 unless told).
 */
export async function apiAs(page: Page, year = '2024') {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  async function call<T>(method: 'GET' | 'POST', url: string, data?: Body): Promise<T> {
    const res = await page.request.fetch(url, { method, headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }
  const list = async <T>(url: string) => (await call<{ data: T[] }>('GET', url)).data;
  const [periods, warehouses] = await Promise.all([
    list<{ id: number; title: string }>('/v1/periods?perPage=200'),
    list<{ id: number; vPromet: string }>('/v1/mag-main?perPage=200'),
  ]);
  const periodId = periods.find((p) => p.title === year)!.id;
  /** A draft of the year with the next number (`init`) and its lines; its id. */
  async function draftDocument(resource: string, header: Body & { vSubDoc: string }, lines: Body[]): Promise<number> {
    const init = (await call<{ data: Body }>('GET', `/v1/${resource}/init?periodId=${periodId}&vSubDoc=${header.vSubDoc}`)).data;
    const { id } = await call<{ id: number }>('POST', `/v1/${resource}`, { periodId, rbroj: init.rbroj, ...header });
    for (const line of lines) await call('POST', `/v1/${resource}/${id}/items`, line);
    return id;
  }
  const lock = async (resource: string, id: number) => {
    await call('POST', `/v1/${resource}/${id}/lock`);
  };
  return {
    VP: warehouses.find((m) => m.vPromet === 'vp')!.id,
    MP: warehouses.find((m) => m.vPromet === 'mp')!.id,
    supplier: async () => (await list<{ id: number }>('/v1/kom-main?search=Sever'))[0]!.id,

    /** An article in group 100 with the default VAT rate; its id. */
    async createArticle(article: Article): Promise<number> {
      const group = (await list<{ id: number; grpSifra: string }>('/v1/art-grupa?perPage=200')).find((g) => g.grpSifra === '100')!;
      const vat = (await list<{ id: number; isDefault: boolean }>('/v1/art-pdv?perPage=200')).find((p) => p.isDefault)!;
      const body = { grpId: group.id, intSifra: article.code, artNaziv: article.name, meraCode: 'kom', pdvId: vat.id };
      return (await call<{ id: number }>('POST', '/v1/art-main', body)).id;
    },

    draftDocument,

    /** As `draftDocument`, then locked; its id. */
    async lockedDocument(resource: string, header: Body & { vSubDoc: string }, lines: Body[]): Promise<number> {
      const id = await draftDocument(resource, header, lines);
      await lock(resource, id);
      return id;
    },

    lock,

    /** The first client whose name or tax id contains `search`. */
    client: async (search: string) => (await list<{ id: number }>(`/v1/kom-main?search=${encodeURIComponent(search)}`))[0]!.id,
    /** The default VAT rate (the general 20 %); its id. */
    defaultVat: async () => (await list<{ id: number; isDefault: boolean }>('/v1/art-pdv?perPage=200')).find((p) => p.isDefault)!.id,
    /** An article by its code. */
    articleId: async (code: string) => (await call<{ data: { id: number } }>('GET', `/v1/art-main/lookup?code=${encodeURIComponent(code)}`)).data.id,
  };
}
export type Api = Awaited<ReturnType<typeof apiAs>>;

/** Opening stock in the wholesale warehouse: 100 at 50,00, sale 70,00 (1 January 2024). */
export async function openingStock(api: Api, artId: number): Promise<void> {
  await api.lockedDocument('doc-psr', { vSubDoc: 'vp', datum: '2024-01-01', magId: api.VP }, [{ artId, kolicina: 100_000, nabCena: 50_00, prodCena: 70_00 }]);
}

/** An incoming invoice into the wholesale warehouse: 20 at 60,00 less 10 % (54,00), sale 70,00 (1 February 2024). */
export async function incomingInvoice(api: Api, artId: number): Promise<void> {
  const komId = await api.supplier();
  const header = { vSubDoc: 'vp', datum: '2024-02-01', magId: api.VP, komId, dokBroj: `F-${uniqueSuffix()}`, dokDatum: '2024-02-01', dokDpo: '2024-03-01' };
  await api.lockedDocument('doc-ur', header, [{ artId, kolicina: 20_000, fakCena: 60_00, rabat1: 10_000, prodCena: 70_00 }]);
}

/** A transfer of 30 to the retail shop at 96,00, leaving at the average 50,67 (10 March 2024). */
export async function transfer(api: Api, artId: number): Promise<void> {
  const header = { vSubDoc: 'vp-mp', datum: '2024-03-10', magOutId: api.VP, magInId: api.MP };
  await api.lockedDocument('doc-int', header, [{ artId, kolicina: 30_000, outCena: 50_67, inCena: 96_00 }]);
}
