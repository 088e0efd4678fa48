import { expect, test, type Locator, type Page } from '@playwright/test';
import * as contract from '@knjige/contract';
import { docFamilies, familyRegistry, lineKindOf, subTypeValues, z, type DocFamily } from '@knjige/contract';
import { accessToken, choose, demoPassword, signIn } from '../support/app';
import { apiAs, gridLine, newArticle, openingStock, saveNewDocument, startItem, type Api } from '../support/documents';

/**
 * Hostile input, generated: every number and date field of every family's header (from the family
 * registry and the contract's input schemas) and of the amounts nested in it, the line grid of every
 * family whose lines are articles, the line page of every other kind of line, the master-data forms
 * and the report filters get "-5", "12a,5", "1.234,56" and "31.02.2024"; after each the field holds
 * what was typed (a number read exactly) or says its error. A date refused on save is then retyped
 * key by key: the text is what was typed, focus stays, no calendar opens.
 */

const HOSTILE = ['-5', '12a,5', '1.234,56'] as const;
const IMPOSSIBLE_DAY = '31.02.2024';
const RETYPED_DAY = '15.03.2024';

type Kind = 'number' | 'date';

/** A schema with its optional, nullable, default and pipe wrappers taken off. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def: z.core.$ZodTypeDef = current._zod.def;
    if ('innerType' in def && def.innerType instanceof z.core.$ZodType) current = def.innerType;
    else if (def.type === 'pipe' && 'in' in def && def.in instanceof z.core.$ZodType) current = def.in;
    else return current;
  }
}

/** The number and date fields of a family's header input in the contract (ids are chosen, not typed). */
function headerFields(family: DocFamily): [string, Kind][] {
  const schema: unknown = (contract as Record<string, unknown>)[`${family}Input`];
  if (!(schema instanceof z.ZodObject)) throw new Error(`no ${family}Input in the contract`);
  const fields: [string, Kind][] = [];
  for (const [name, field] of Object.entries(schema.shape)) {
    const inner = unwrap(field as z.core.$ZodType);
    if (inner instanceof z.ZodISODate) fields.push([name, 'date']);
    else if (inner instanceof z.ZodNumber && !/Id$|^id$/.test(name)) fields.push([name, 'number']);
  }
  return fields;
}

/** Types over what a field holds, key by key, as a bookkeeper does. */
async function typeOver(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.fill('');
  await field.pressSequentially(text);
}

const saysError = async (field: Locator) => (await field.getAttribute('aria-invalid')) === 'true';

/** A Serbian figure as shown ("1.234,560", "-5,00") as a number; NaN for anything else. */
const figure = (text: string) => (/^-?[\d.]+(,\d+)?$/.test(text) ? Number(text.replace(/\./g, '').replace(',', '.')) : NaN);

/** After typing `typed` and leaving the field: it holds the typed number exactly, or says its error. */
async function expectNumberAsTypedOrRefused(field: Locator, typed: string, where: string): Promise<void> {
  await typeOver(field, typed);
  await field.press('Tab');
  const wanted = figure(typed);
  await expect
    .poll(async () => (await saysError(field)) || figure(await field.inputValue()) === wanted, { message: `${where}: "${typed}" is neither kept nor refused`, timeout: 3_000 })
    .toBe(true);
}

/** After typing a text that is no day and leaving the field: the text stays as typed and the field says its error. */
async function expectDateRefused(field: Locator, typed: string, where: string): Promise<void> {
  await typeOver(field, typed);
  await field.press('Tab');
  await expect(field, `${where}: "${typed}" changed`).toHaveValue(typed);
  await expect.poll(() => saysError(field), { message: `${where}: "${typed}" not said to be wrong`, timeout: 3_000 }).toBe(true);
}

/** Retyped key by key after a refused save: exactly what was typed, focus kept, no calendar opened; then read as the day. */
async function expectRetypedAsTyped(page: Page, field: Locator, where: string): Promise<void> {
  await typeOver(field, RETYPED_DAY);
  await expect(field, `${where}: the retyped date`).toHaveValue(RETYPED_DAY);
  await expect(field, `${where}: focus moved while typing`).toBeFocused();
  await expect(page.locator('.mantine-Popover-dropdown:visible'), `${where}: a calendar opened`).toHaveCount(0);
  await field.press('Tab');
  await expect(field).toHaveValue(RETYPED_DAY);
  await expect.poll(() => saysError(field), { message: `${where}: still an error`, timeout: 3_000 }).toBe(false);
}

/** Every form's fields, each typed into once per hostile input; the dates refused on save and retyped. */
async function hostileHeader(page: Page, family: DocFamily, sub: string): Promise<number> {
  const where = `${family}/${sub}`;
  const fields = headerFields(family);
  const seen: { field: Locator; kind: Kind; name: string }[] = [];
  const tabs = page.locator('[data-testid^="doc-tab-"]');
  const tabCount = await tabs.count();
  for (let t = 0; t < Math.max(tabCount, 1); t++) {
    if (tabCount) {
      if (await tabs.nth(t).isDisabled()) continue;
      await tabs.nth(t).click();
    }
    for (const [name, kind] of fields) {
      if (seen.some((s) => s.name === name)) continue;
      const field = page.getByTestId(`doc-field-${name}`);
      if ((await field.count()) !== 1 || !(await field.isVisible()) || !(await field.isEditable())) continue;
      // a choice from a list (the depreciation's month) is picked, not typed
      if ((await field.getAttribute('aria-haspopup')) === 'listbox') continue;
      seen.push({ field, kind, name });
      for (const typed of HOSTILE) {
        await goToFieldTab(page, field);
        if (kind === 'number') await expectNumberAsTypedOrRefused(field, typed, `${where} ${name}`);
        else await expectDateRefused(field, typed, `${where} ${name}`);
      }
      if (kind === 'date') {
        await goToFieldTab(page, field);
        await expectDateRefused(field, IMPOSSIBLE_DAY, `${where} ${name}`);
      }
    }
  }
  // a save refused for the impossible days; each is then retyped
  const dates = seen.filter((s) => s.kind === 'date');
  if (dates.length) {
    await page.getByTestId('doc-save').click();
    for (const { field, name } of dates) {
      await goToFieldTab(page, field);
      await expect(field, `${where} ${name} after the save`).toHaveValue(IMPOSSIBLE_DAY);
      await expect.poll(() => saysError(field), { message: `${where} ${name}: the refused save said nothing`, timeout: 3_000 }).toBe(true);
      await expectRetypedAsTyped(page, field, `${where} ${name}`);
    }
  }
  return seen.length;
}

/** Opens the header tab that holds a field. */
async function goToFieldTab(page: Page, field: Locator): Promise<void> {
  if (await field.isVisible()) return;
  const panel = await field.evaluate((el) => el.closest('[data-doc-panel]')?.getAttribute('data-doc-panel') ?? null);
  if (panel) await page.getByTestId(`doc-tab-${panel}`).click();
  await expect(field).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // leaving a form with unsaved changes asks the browser's question: leave
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, 'admin@demo.rs', demoPassword());
});

test('every number and date field of every family’s header: hostile input kept exactly or refused, a refused date retyped as typed', async ({ page }) => {
  test.setTimeout(300_000);
  let covered = 0;
  for (const family of docFamilies) {
    const entry = familyRegistry[family];
    // a family's sub-types share its header form (a sub-type only hides fields): its first one, a page load per family
    for (const sub of subTypeValues(entry).slice(0, 1)) {
      await test.step(`${family}/${sub}`, async () => {
        await page.goto(`${entry.route}/${sub}/create`);
        await expect(page.getByTestId('doc-form')).toBeVisible();
        // the number is proposed by the server; the form is ready once it is there
        await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
        covered += await hostileHeader(page, family, sub);
      });
    }
  }
  expect(covered).toBeGreaterThan(40);
});

test('a sales invoice saved as typed, and its line grid’s numbers kept exactly or refused', async ({ page }) => {
  test.setTimeout(120_000);
  const article = newArticle();
  const api = await apiAs(page);
  await openingStock(api, await api.createArticle(article));
  await page.goto('/izlazni-racuni/vp/create');
  const datum = page.getByTestId('doc-field-datum');
  await expectDateRefused(datum, IMPOSSIBLE_DAY, 'datum');
  await expectRetypedAsTyped(page, datum, 'datum');
  // the dates that follow the document date took the retyped day, not a part of it
  await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue(RETYPED_DAY);
  await page.getByTestId('doc-tab-kupac').click();
  await choose(page, page.getByTestId('doc-field-komId'), 'Market Jug (111032440)', 'Jug');
  await saveNewDocument(page, /^IR-VP-\d+\/\d{4}$/);
  await page.locator('[data-testid^="doc-tab-"]').first().click();
  await expect(page.getByTestId('doc-field-datum')).toHaveValue(RETYPED_DAY);

  const n = await startItem(page, article);
  const line = gridLine(page, n);
  const cells = line.locator('input[data-field]:not([data-testid="grid-article"])');
  const names = await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-field') ?? ''));
  expect(names).toEqual(expect.arrayContaining(['kolicina', 'prodCena']));
  for (const name of names) {
    const cell = line.locator(`input[data-field="${name}"]`);
    for (const typed of HOSTILE) {
      await typeOver(cell, typed);
      // each cell is checked before the keyboard leaves the line (leaving it saves it)
      const wanted = figure(typed);
      await expect
        .poll(async () => (await saysError(cell)) || figure(await cell.inputValue()) === wanted, { message: `grid ${name}: "${typed}"`, timeout: 3_000 })
        .toBe(true);
    }
  }
  // saved with what was typed; a cell the line's check refuses (a discount past 100 %) says so,
  // and takes 0 so that the line can go with the others' 1.234,56
  const kept: string[] = [];
  await line.locator('input[data-field="kolicina"]').focus();
  await page.keyboard.press('Control+s');
  const status = page.getByTestId('grid-status');
  await expect.poll(async () => (await status.textContent()) === 'Sve stavke su sačuvane' || (await line.locator('input[aria-invalid="true"]').count()) > 0).toBe(true);
  for (const name of names) {
    const cell = line.locator(`input[data-field="${name}"]`);
    if (await saysError(cell)) await typeOver(cell, '0');
    else kept.push(name);
  }
  expect(kept).toEqual(expect.arrayContaining(['kolicina', 'prodCena']));
  await line.locator('input[data-field="kolicina"]').focus();
  await page.keyboard.press('Control+s');
  await expect(status).toHaveText('Sve stavke su sačuvane');
  const docId = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/v1/doc-prod/${docId}/items`, { headers: await authOf(page) })).json()) as { data: Record<string, number>[] };
      const row = saved.data[0];
      return row !== undefined && kept.every((name) => row[name] === (name === 'kolicina' || name === 'rabat' ? 1_234_560 : 123_456));
    }, { message: 'the saved line holds 1.234,56 as typed', timeout: 10_000 })
    .toBe(true);
});

/** A draft's header for each family whose lines are articles: what the API needs to open one (a family missing here fails the test). */
const articleDrafts: Partial<Record<DocFamily, (api: Api, page: Page) => Promise<Record<string, unknown>>>> = {
  psr: async (api) => ({ datum: '2024-03-20', magId: api.VP }),
  ur: async (api) => ({ datum: '2024-03-20', magId: api.VP, komId: await api.supplier(), dokBroj: `F-${newArticle().code}`, dokDatum: '2024-03-20', dokDpo: '2024-04-20' }),
  niv: async (api) => ({ datum: '2024-03-20', magId: api.VP }),
  int: async (api) => ({ datum: '2024-03-20', magOutId: api.VP, magInId: api.MP }),
  fis: async (_api, page) => {
    const res = await page.request.get('/v1/pos-main?perPage=200', { headers: await authOf(page) });
    return { datum: '2024-03-20', posId: ((await res.json()) as { data: { id: number }[] }).data[0]!.id };
  },
  prod: async (api) => ({ datum: '2024-03-20', magId: api.VP, komId: await api.client('Jug') }),
  prn: async (api) => ({ datum: '2024-03-20', magId: api.VP, komId: await api.client('Jug') }),
};

test('the line grid of every family whose lines are articles: quantity, price and discount cells kept exactly or refused', async ({ page }) => {
  test.setTimeout(150_000);
  const article = newArticle();
  const api = await apiAs(page);
  await openingStock(api, await api.createArticle(article));
  let covered = 0;
  for (const family of docFamilies) {
    const entry = familyRegistry[family];
    // one sub-type per family, the wholesale one where there is one (the drafts below go to the wholesale warehouse)
    const subs = subTypeValues(entry).filter((s) => lineKindOf(entry, s) === 'article');
    const sub = subs.includes('vp') ? 'vp' : subs[0];
    if (sub === undefined) continue;
    await test.step(`${family}/${sub}`, async () => {
      const draft = articleDrafts[family];
      if (!draft) throw new Error(`${family}: no draft header for its lines in this spec`);
      const id = await api.draftDocument(entry.resources[0], { vSubDoc: sub, ...(await draft(api, page)) }, []);
      await page.goto(`${entry.route}/${sub}/${id}`);
      const n = await startItem(page, article);
      const line = gridLine(page, n);
      const cells = line.locator('input[data-field]:not([data-testid="grid-article"])');
      const names = await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-field') ?? ''));
      expect(names.length, `${family}: the grid's cells`).toBeGreaterThan(0);
      for (const name of names) {
        const cell = line.locator(`input[data-field="${name}"]`);
        for (const typed of HOSTILE) {
          await typeOver(cell, typed);
          // checked before the keyboard leaves the line (leaving it saves it)
          const wanted = figure(typed);
          await expect
            .poll(async () => (await saysError(cell)) || figure(await cell.inputValue()) === wanted, { message: `${family} grid ${name}: "${typed}"`, timeout: 3_000 })
            .toBe(true);
        }
        covered++;
      }
    });
  }
  expect(covered).toBeGreaterThan(10);
});

/** A locked sales invoice to the buyer the notes correct (one article in stock, one piece); its id. */
async function salesInvoice(api: Api): Promise<number> {
  const artId = await api.createArticle(newArticle());
  await openingStock(api, artId);
  return api.lockedDocument('doc-prod', { vSubDoc: 'vp', datum: '2024-03-10', magId: api.VP, komId: await api.client('Jug') }, [{ artId, kolicina: 1_000, prodCena: 100_00 }]);
}

/** The lists of amounts nested in a family's header input in the contract (dependent costs, advances), by name. */
function nestedAmountLists(family: DocFamily): string[] {
  const schema: unknown = (contract as Record<string, unknown>)[`${family}Input`];
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const inner = unwrap(field as z.core.$ZodType);
    if (!(inner instanceof z.ZodArray) || !(inner.element instanceof z.ZodObject)) return [];
    const numbers = Object.entries(inner.element.shape).filter(([key, f]) => !/Id$/.test(key) && unwrap(f as z.core.$ZodType) instanceof z.ZodNumber);
    return numbers.length ? [name] : [];
  });
}

/** How a row is added to a nested list on the header: a dependent cost by its button, an advance by picking one (the first offered). */
const addNestedRow: Record<string, (page: Page) => Promise<void>> = {
  troskovi: async (page) => page.getByTestId('doc-cost-add').click(),
  avansi: async (page) => {
    await page.getByTestId('doc-advance-pick').click();
    await page.getByRole('option').filter({ hasText: /^AVR/ }).first().click();
  },
};

test('the amounts nested in a header (dependent costs, advances): kept exactly or refused', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await apiAs(page);
  const pdvId = await api.defaultVat();
  // a locked advance from the buyer and one to the supplier the drafts below are with
  await api.lockedDocument('doc-avr', { vSubDoc: 'avr-izdati', datum: '2024-03-01', komId: await api.client('Jug') }, [{ pdvId, iznos: 1_200_00 }]);
  await api.lockedDocument('doc-avr', { vSubDoc: 'avr-primljeni', datum: '2024-03-01', komId: await api.supplier(), dokBroj: `A-${newArticle().code}` }, [{ pdvId, iznos: 1_200_00 }]);
  let covered = 0;
  for (const family of docFamilies) {
    const lists = nestedAmountLists(family);
    if (!lists.length) continue;
    const entry = familyRegistry[family];
    await test.step(`${family}: ${lists.join(', ')}`, async () => {
      const draft = articleDrafts[family];
      if (!draft) throw new Error(`${family}: no draft header in this spec`);
      const subs = subTypeValues(entry);
      const sub = subs.includes('vp') ? 'vp' : subs[0]!;
      const id = await api.draftDocument(entry.resources[0], { vSubDoc: sub, ...(await draft(api, page)) }, []);
      await page.goto(`${entry.route}/${sub}/${id}`);
      await expect(page.getByTestId('doc-form')).toBeVisible();
      for (const name of lists) {
        const add = addNestedRow[name];
        if (!add) throw new Error(`${family} ${name}: no way to add a row in this spec`);
        const list = page.getByTestId(`doc-field-${name}`);
        await goToFieldTab(page, list);
        await add(page);
        const numbers = list.locator('input[inputmode="decimal"]');
        await expect(numbers.first()).toBeVisible();
        for (let i = 0; i < (await numbers.count()); i++) {
          for (const typed of HOSTILE) await expectNumberAsTypedOrRefused(numbers.nth(i), typed, `${family} ${name} number ${i + 1}`);
          covered++;
        }
      }
    });
  }
  expect(covered).toBeGreaterThan(2);
});

/** A draft's header for each family whose lines are not articles: what the API needs to open one (a family missing here fails the test). */
const lineDrafts: Partial<Record<DocFamily, (api: Api, page: Page) => Promise<Record<string, unknown>>>> = {
  trn: async (_api, page) => ({ datum: '2024-03-20', trnId: (await listOf(page, '/v1/tekuci-racuni?perPage=200'))[0]!.id }),
  psk: async () => ({ datum: '2024-01-01' }),
  zrn: async (api, page) => {
    const suffix = newArticle().code;
    const grpId = await postOf(page, '/v1/trosak-grupa', { naziv: `Usluge ${suffix}` });
    const trosakId = await postOf(page, '/v1/trosak-main', { grpId, naziv: `Održavanje ${suffix}` });
    return { datum: '2024-03-10', komId: await api.supplier(), dokBroj: `F-${suffix}`, dokDatum: '2024-03-10', dokDpo: '2024-04-10', trosakId };
  },
  fak: async (api) => ({ datum: '2024-03-20', komId: await api.client('Jug') }),
  knod: async (api) => ({ datum: '2024-03-20', komId: await api.client('Jug'), saPdv: true, osnov: 'Popust', fakture: [{ vDoc: 'prod', docId: await salesInvoice(api) }] }),
  knz: async (api) => ({ datum: '2024-03-20', komId: await api.client('Jug'), saPdv: true, osnov: 'Razlika u ceni', fakture: [{ vDoc: 'prod', docId: await salesInvoice(api) }] }),
  avr: async (api) => ({ datum: '2024-03-20', komId: await api.client('Jug') }),
  jci: async (api) => {
    // the import it declares: a locked incoming invoice in euros at a typed rate
    const header = { vSubDoc: 'vp', datum: '2024-03-10', magId: api.VP, komId: await api.supplier(), dokBroj: `F-${newArticle().code}`, dokDatum: '2024-03-10', dokDpo: '2024-04-10', datumPrometa: '2024-03-10', valuta: 'EUR', kurs: 117_200_000 };
    const urId = await api.lockedDocument('doc-ur', header, [{ artId: await api.createArticle(newArticle()), kolicina: 1_000, fakCena: 10_00, prodCena: 1_500_00 }]);
    return { datum: '2024-03-20', urId, dokBroj: `JCI-${newArticle().code}` };
  },
  nal: async () => ({ datum: '2024-03-20' }),
  kmp: async (api) => ({ datum: '2024-03-20', komId: await api.client('Jug'), iznos: 100_00 }),
  blg: async (_api, page) => ({ datum: '2024-03-20', kasaId: (await listOf(page, '/v1/blagajne?perPage=200'))[0]!.id }),
};

test('the line page of every family whose lines are not articles: numbers kept exactly or refused, dates refused as typed', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await apiAs(page);
  let covered = 0;
  for (const family of docFamilies) {
    const entry = familyRegistry[family];
    // one sub-type per kind of line the family has (a retail invoice's fiscal links and its own VAT-amount lines)
    const kinds = new Map<string, string>();
    for (const s of subTypeValues(entry)) {
      const kind = lineKindOf(entry, s);
      // a depreciation's lines are computed by the server from the register: nothing on them is typed
      if (kind !== 'article' && kind !== 'none' && kind !== 'asset' && !kinds.has(kind)) kinds.set(kind, s);
    }
    for (const [kind, sub] of kinds) {
      await test.step(`${family}/${sub} (${kind})`, async () => {
        const draft = lineDrafts[family];
        if (!draft) throw new Error(`${family}: no draft header for its lines in this spec`);
        const id = await api.draftDocument(entry.resources[0], { vSubDoc: sub, ...(await draft(api, page)) }, []);
        await page.goto(`${entry.route}/${sub}/${id}/create`);
        const form = page.getByRole('main');
        await expect(form.locator('input[data-testid^="item-field-"]').first()).toBeVisible();
        // a payment order shows its amounts once its kind is chosen (a cash order shows its amount at once)
        if (kind === 'payment' && (await form.getByTestId('item-field-vNalog').count())) await choose(page, form.getByTestId('item-field-vNalog'), 'Isplata dobavljaču');
        const numbers = form.locator('input[data-testid^="item-field-"][inputmode="decimal"]');
        for (let i = 0; i < (await numbers.count()); i++) {
          for (const typed of HOSTILE) await expectNumberAsTypedOrRefused(numbers.nth(i), typed, `${family}/${sub} line number ${i + 1}`);
          covered++;
        }
        const dates = form.locator('input[data-testid^="item-field-"][data-typed="date"]');
        for (let i = 0; i < (await dates.count()); i++) {
          for (const typed of [...HOSTILE, IMPOSSIBLE_DAY]) await expectDateRefused(dates.nth(i), typed, `${family}/${sub} line date ${i + 1}`);
          await expectRetypedAsTyped(page, dates.nth(i), `${family}/${sub} line date ${i + 1}`);
          covered++;
        }
      });
    }
  }
  expect(covered).toBeGreaterThan(8);
});

test('the master-data forms: numbers kept exactly or refused, dates refused as typed', async ({ page }) => {
  test.setTimeout(120_000);
  const forms: { path: string; add: string }[] = [
    { path: '/klijenti', add: 'clients-add' },
    { path: '/config/kursna-lista', add: 'rates-add' },
    { path: '/config/pdv-stope', add: 'vat-rates-add' },
    { path: '/config/period', add: 'periods-add' },
  ];
  let covered = 0;
  for (const form of forms) {
    await test.step(form.path, async () => {
      await page.goto(form.path);
      await page.getByTestId(form.add).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const numbers = dialog.locator('input[inputmode="decimal"]');
      for (let i = 0; i < (await numbers.count()); i++) {
        for (const typed of HOSTILE) await expectNumberAsTypedOrRefused(numbers.nth(i), typed, `${form.path} number ${i + 1}`);
        covered++;
      }
      const dates = dialog.locator('input[data-typed="date"]');
      for (let i = 0; i < (await dates.count()); i++) {
        for (const typed of [...HOSTILE, IMPOSSIBLE_DAY]) await expectDateRefused(dates.nth(i), typed, `${form.path} date ${i + 1}`);
        await expectRetypedAsTyped(page, dates.nth(i), `${form.path} date ${i + 1}`);
        covered++;
      }
    });
  }
  expect(covered).toBeGreaterThan(4);
});

/** The screens whose filters take a date or a range: the reports (the VAT return's tabs opened in turn), the SEF reconciliation, the exchange rates and a document list. */
const reportPaths = ['/fin-rpt/pdv', '/fin-rpt/bruto-bilans', '/fin-rpt/kartica-konta', '/fin-rpt/dnevnik', '/stanje-klijenata', '/trgovacka-knjiga', '/ostvareni-promet', '/sef/uskladjivanje', '/config/kursna-lista', '/izlazni-racuni/vp'];

test('the report filters’ dates: an impossible day refused as typed, then retyped as typed', async ({ page }) => {
  test.setTimeout(150_000);
  let covered = 0;
  for (const path of reportPaths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const tabs = page.locator('[data-testid^="fin-rpt-tab-"]');
      const tabCount = await tabs.count();
      for (let t = 0; t < Math.max(tabCount, 1); t++) {
        if (tabCount) await tabs.nth(t).click();
        const where = tabCount ? `${path} ${await tabs.nth(t).textContent()}` : path;
        const dates = page.getByRole('main').locator('input[data-typed="date"]');
        await expect(dates.first(), `${where}: no date field`).toBeVisible();
        for (let i = 0; i < (await dates.count()); i++) {
          await expectDateRefused(dates.nth(i), IMPOSSIBLE_DAY, `${where} date ${i + 1}`);
          await expectRetypedAsTyped(page, dates.nth(i), `${where} date ${i + 1}`);
          covered++;
        }
      }
    });
  }
  expect(covered).toBeGreaterThan(12);
});

/** A list's rows, read as the signed-in user. */
async function listOf(page: Page, url: string): Promise<{ id: number }[]> {
  const res = await page.request.get(url, { headers: await authOf(page) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data;
}

/** Creates a row as the signed-in user; its id. */
async function postOf(page: Page, url: string, data: Record<string, unknown>): Promise<number> {
  const res = await page.request.post(url, { headers: await authOf(page), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The bearer header of the session the page holds. */
async function authOf(page: Page): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await accessToken(page)}` };
}
