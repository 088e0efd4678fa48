import { payOrderKinds } from '@knjige/contract';
import type { Reader, Tx } from '../platform/db/client';
import { inputVatKind, isAbroad, mulDiv, vatFromGross } from '@knjige/domain';
import { AppError } from '../platform/errors';
import { retailWarehouses } from '../master/articles/article-lines.repo';
import { postJournal, type JournalContext, type JournalLine } from './general-ledger';
import { bankSums, clientCountries, clientSums, familySchemeRows, lastResetVersion, stockSums, turnoverOfKinds, vatSums, warehousesWithAccount } from './posting-schemes.repo';

/**
 * Posting by rule (docs/decisions.md#posting-schemes, docs/domain.md#posting-the-general-ledger): the figures a lock computed are read back from
 * the sub-ledger rows it wrote in the same transaction (stock at the average cost of the sale,
 * client, VAT per rate, current account), and the family's posting scheme (table gl_scheme, data)
 * maps each figure to an account. This file names no family: which figure goes where is the
 * scheme's business.
 *
 * Figures, signed so that a positive amount is a debit of an asset account:
 * - `goods`: purchase value of the stock rows in wholesale warehouses (in +, out −);
 * - `goods.retail`, `goods.retail.cost`, `goods.retail.markup`: retail warehouses' rows at sale value
 *   with VAT, at cost, and their difference (margin and VAT in the price), a receipt's re-pricing of
 *   the stock on hand (`reprice` rows) included; that difference split in `goods.retail.vat` (the
 *   VAT the sale value contains, 1347) and `goods.retail.margin` (the rest, 1349), see `retailSplit`;
 * - `client`: per client, debit − credit of its client-ledger rows; `client.in` / `client.out` the
 *   same split by whether the client's rows net to a credit (money received) or a debit (paid);
 *   `client.debit` / `client.credit` the debit and (negative) credit of its rows apart, each gross
 *   (an offset's rows net to zero: its scheme posts both);
 * - `fx.gain`, `fx.loss`: the exchange-difference rows of the client ledger (debit − credit);
 * - `vat.out.<rate>`, `vat.out.avans.<rate>`, `base.out`: KIR VAT per rate and base (credit-positive
 *   as the book keeps them); the base split by what was sold and to whom (below: `.services`,
 *   `.abroad`); `vat.in.<rate>`, `vat.in.avans.<rate>`, `vat.in.nd`, `base.in`: KUR
 *   (an advance's VAT per client, for the advance accounts 430 and 152); `vat.in.rc.<rate>`: the
 *   input VAT we computed ourselves (reverse charge, POPDV 8b/8g), apart from `vat.in.<rate>`;
 * - `bank`: the current account's receipts and its payments, two entries (posted gross, one line each); `bank.pazar`, `bank.trosak`, `bank.ostalo`:
 *   payments − receipts of the orders that settle no client (takings deposited, fees, other);
 * - and what a family's `glFigures` adds (figures no sub-ledger row carries).
 * Qualified figures: a client abroad (its country not Serbia) gives its client figures
 * with `.abroad` (`client.abroad`, `client.in.abroad`, … : 205 and 436 instead of 204 and 435); the
 * sales base is `base.out` for goods sold at home, `base.out.abroad` abroad, and `base.out.services`
 * / `base.out.services.abroad` for the share of services and products (article kinds `usluga`,
 * `gp`: 614/615 instead of 604/605), read from the document's realised-turnover rows; a family's
 * own `base` (a note's) takes `.abroad` by its client, and a note we issue gives the share of the
 * invoices it corrects that was services as `base.services` (`salesShareOf`, `splitByKind`). A scheme without a row for a qualified figure
 * posts it by the row of the figure it qualifies (`figureFallbacks`), as `vat.out.#` takes the
 * rates no row names: a scheme written before keeps posting as it did.
 * A scheme row `vat.in.#` / `vat.out.#` takes the VAT of every rate no row of the scheme names.
 * A stock figure keeps its warehouse (`magId`) as a client figure keeps its client (`komId`): a
 * warehouse with an account of its own takes the line of a row whose account that one starts with
 * (`warehouseAccounts`, `schemeLines`).
 */
export type Figures = Map<string, { amount: number; komId?: number; magId?: number; konto?: string }[]>;

/**
 * A family's own figure split by the account each part belongs on (the depreciation of assets
 * whose accumulated-depreciation accounts differ): a part whose account starts with the scheme
 * row's account is posted to it, one line per account (`schemeLines`).
 */
export type FigureParts = { amount: number; konto: string }[];

/**
 * The figures above as data, by the sub-ledger that gives them (the scheme screen offers them and
 * a company's scheme may name no other); `#` stands for a VAT rate (`vat.out.2000`). A family's
 * `glFigures` are the ones its default scheme names.
 */
export const ledgerFigures = {
  stock: ['goods', 'goods.retail', 'goods.retail.cost', 'goods.retail.markup', 'goods.retail.vat', 'goods.retail.margin'],
  client: [
    'client',
    'client.in',
    'client.out',
    'client.debit',
    'client.credit',
    'client.abroad',
    'client.in.abroad',
    'client.out.abroad',
    'client.debit.abroad',
    'client.credit.abroad',
    'fx.gain',
    'fx.loss',
  ],
  kir: ['base.out', 'base.out.abroad', 'base.out.services', 'base.out.services.abroad', 'vat.out.#', 'vat.out.avans.#'],
  kur: ['base.in', 'vat.in.#', 'vat.in.avans.#', 'vat.in.rc.#', 'vat.in.nd'],
  bank: ['bank', ...payOrderKinds.filter((k) => k !== 'uplata' && k !== 'isplata').map((k) => `bank.${k}`)],
} satisfies Record<string, string[]>;

/** The figures that take the qualifiers `.services` (services and products) and `.abroad` (a client abroad). */
const QUALIFIABLE = new Set(['client', 'client.in', 'client.out', 'client.debit', 'client.credit', 'base.out', 'base']);

/**
 * The names a figure is looked up by in a scheme, the first a row names posting it: a qualified
 * figure falls back to the one it qualifies (`base.out.services.abroad` → `base.out.services` →
 * `base.out.abroad` → `base.out`; `client.abroad` → `client`); any other figure is only itself.
 */
export function figureFallbacks(name: string): string[] {
  let plain = name;
  const abroad = plain.endsWith('.abroad');
  if (abroad) plain = plain.slice(0, -'.abroad'.length);
  const services = plain.endsWith('.services');
  if (services) plain = plain.slice(0, -'.services'.length);
  if ((!abroad && !services) || !QUALIFIABLE.has(plain)) return [name];
  return [name, ...(abroad && services ? [`${plain}.services`, `${plain}.abroad`] : []), plain];
}

/** A qualified figure's name: `.services` for services and products, then `.abroad` for a client abroad. */
export const qualified = (name: string, q: { services?: boolean; abroad?: boolean }) => `${name}${q.services ? '.services' : ''}${q.abroad ? '.abroad' : ''}`;

/** A note's own figure for the services part of its base (`base` the goods part), `.abroad` by its client as `base`. */
export const NOTE_SERVICES = qualified('base', { services: true });

/** Article kinds posted as products and services (61x) rather than goods (60x). */
export const SERVICE_KINDS = ['usluga', 'gp'] as const;

function add(figures: Figures, name: string, amount: number, komId?: number, magId?: number, konto?: string): void {
  if (amount === 0) return;
  const list = figures.get(name) ?? [];
  const same = list.find((f) => f.komId === komId && f.magId === magId && f.konto === konto);
  if (same) same.amount += amount;
  else list.push({ amount, ...(komId === undefined ? {} : { komId }), ...(magId === undefined ? {} : { magId }), ...(konto === undefined ? {} : { konto }) });
  figures.set(name, list);
}

/** The warehouses of a company that name an account of their own for their goods, by id. */
export async function warehouseAccounts(tx: Reader, companyId: number): Promise<Map<number, string>> {
  const rows = await warehousesWithAccount(tx, companyId);
  return new Map(rows.flatMap((r) => (r.konto ? [[r.id, r.konto] as const] : [])));
}

type DocRef = { companyId: number; vDoc: string; docId: number };

/**
 * A retail stock movement's difference between sale value (with VAT) and cost, split as B3's retail
 * calculation: the VAT the sale value contains at the article's rate (gross × rate / (100 + rate),
 * A8), rounded once per document, warehouse and rate as the VAT books round (A7), on 1347; the rest
 * is the margin, on 1349. The two always add up to the difference, so 1340 − 1347 − 1349 stays the
 * stock at cost.
 */
export function retailSplit(prod: number, nab: number, stopa: number): { vat: number; margin: number } {
  const vat = vatFromGross(prod, stopa);
  return { vat, margin: prod - nab - vat };
}

/**
 * The retail difference is one figure (`goods.retail.markup`) or its two parts (`goods.retail.vat`,
 * `goods.retail.margin`): a scheme maps one or the other, and the one it leaves out is not unmapped.
 */
function retailAlternativeMapped(name: string, mapped: (name: string) => boolean): boolean {
  const parts = ['goods.retail.vat', 'goods.retail.margin'];
  if (name === 'goods.retail.markup') return parts.every(mapped);
  return parts.includes(name) && mapped('goods.retail.markup');
}

/**
 * The stock figures of a document's rows: wholesale at cost; retail at sale value, at cost, and the
 * difference split into VAT and margin per warehouse and the article's VAT rate at the posting.
 */
async function addStockFigures(tx: Reader, doc: DocRef, figures: Figures): Promise<void> {
  const isRetail = await retailWarehouses(tx, doc.companyId);
  const stock = await stockSums(tx, doc);
  for (const r of stock) {
    const nab = Number(r.nab ?? 0);
    const prod = Number(r.prod ?? 0);
    if (!isRetail(r.magId)) {
      add(figures, 'goods', nab, undefined, r.magId);
      continue;
    }
    const { vat, margin } = retailSplit(prod, nab, Number(r.stopa));
    add(figures, 'goods.retail', prod, undefined, r.magId);
    add(figures, 'goods.retail.cost', nab, undefined, r.magId);
    add(figures, 'goods.retail.markup', prod - nab, undefined, r.magId);
    add(figures, 'goods.retail.vat', vat, undefined, r.magId);
    add(figures, 'goods.retail.margin', margin, undefined, r.magId);
  }
}

/** The clients among `komIds` whose country is not Serbia (`isAbroad`). */
async function clientsAbroad(tx: Reader, companyId: number, komIds: number[]): Promise<Set<number>> {
  if (!komIds.length) return new Set();
  const rows = await clientCountries(tx, companyId, komIds);
  return new Set(rows.filter((r) => isAbroad(r.drzava)).map((r) => r.id));
}

/**
 * The share of a document's sales that are services or products (article kinds `SERVICE_KINDS`),
 * from its realised-turnover rows (dinars, without VAT): `services` of `total`; both 0 for a
 * document that writes none.
 */
async function servicesShare(tx: Reader, doc: DocRef): Promise<{ services: number; total: number }> {
  const r = await turnoverOfKinds(tx, doc, [...SERVICE_KINDS]);
  return { services: Number(r?.services ?? 0), total: Number(r?.total ?? 0) };
}

/**
 * The part of a base that is services: all of it, none, or its share of the turnover rounded to
 * the para once (the goods take the rest, so the two add up to the base exactly).
 */
export function servicesPart(base: number, share: { services: number; total: number }): number {
  if (share.services === 0 || share.total === 0) return 0;
  if (share.services === share.total) return base;
  return mulDiv(base, share.services, share.total);
}

/**
 * The turnover of sales documents summed (`servicesShare` of each): what of their bases were
 * services and products, of all; a note we issue splits its base by it (`splitByKind`).
 */
export async function salesShareOf(tx: Reader, companyId: number, docs: readonly { vDoc: string; docId: number }[]): Promise<{ services: number; total: number }> {
  const share = { services: 0, total: 0 };
  for (const d of docs) {
    const s = await servicesShare(tx, { companyId, vDoc: d.vDoc, docId: d.docId });
    share.services += s.services;
    share.total += s.total;
  }
  return share;
}

/**
 * A base split into goods and services in the proportion of a turnover (`share`): the smaller part
 * rounded to the para once, the larger taking the rest, so the two add up to the base exactly; a
 * turnover without both kinds gives all of it to the one it has (goods when it has none).
 */
export function splitByKind(base: number, share: { services: number; total: number }): { goods: number; services: number } {
  if (share.services === 0 || share.total === 0) return { goods: base, services: 0 };
  if (share.services === share.total) return { goods: 0, services: base };
  const goodsShare = share.total - share.services;
  if (share.services > goodsShare) {
    const goods = mulDiv(base, goodsShare, share.total);
    return { goods, services: base - goods };
  }
  const services = mulDiv(base, share.services, share.total);
  return { goods: base - services, services };
}

/**
 * The figures of a document's lock, from the rows it wrote (kind 'post'), and whether its client
 * is abroad (a family's own figures take `.abroad` by it).
 */
export async function documentFigures(tx: Reader, doc: DocRef): Promise<{ figures: Figures; abroad: boolean }> {
  const figures: Figures = new Map();
  const num = (v: unknown) => Number(v ?? 0);

  await addStockFigures(tx, doc, figures);

  const clients = await clientSums(tx, doc);
  const vat = await vatSums(tx, doc);
  const komIds = [...new Set([...clients.map((r) => r.komId), ...vat.flatMap((r) => (r.komId === null ? [] : [r.komId]))])];
  const abroad = await clientsAbroad(tx, doc.companyId, komIds);

  const perClient = new Map<number, number>();
  for (const r of clients) {
    const q = { abroad: abroad.has(r.komId) };
    perClient.set(r.komId, (perClient.get(r.komId) ?? 0) + num(r.net));
    if (r.fx) add(figures, r.fx === 'prihod' ? 'fx.gain' : 'fx.loss', num(r.net));
    else {
      // each side gross, per client: an offset's rows net to zero, its scheme posts both sides
      add(figures, qualified('client.debit', q), num(r.debit), r.komId);
      add(figures, qualified('client.credit', q), -num(r.credit), r.komId);
    }
  }
  for (const [komId, net] of perClient) {
    const q = { abroad: abroad.has(komId) };
    add(figures, qualified('client', q), net, komId);
    add(figures, qualified(net < 0 ? 'client.in' : 'client.out', q), net, komId);
  }

  // the sales base at home and abroad, each split into goods and services by the turnover's share
  const baseOut = { home: 0, abroad: 0 };
  for (const r of vat) {
    const side = r.book === 'kir' ? 'out' : 'in';
    if (r.book === 'kur' && !r.deductible) add(figures, 'vat.in.nd', num(r.pdv));
    else if (r.book === 'kur' && inputVatKind(r.popdv) === 'reverse-charge') add(figures, `vat.in.rc.${r.stopa}`, num(r.pdv));
    else if (r.avans) add(figures, `vat.${side}.avans.${r.stopa}`, num(r.pdv), r.komId ?? undefined);
    else add(figures, `vat.${side}.${r.stopa}`, num(r.pdv));
    if (r.avans) continue;
    if (side === 'in') add(figures, 'base.in', num(r.osnovica));
    else baseOut[r.komId !== null && abroad.has(r.komId) ? 'abroad' : 'home'] += num(r.osnovica);
  }
  if (baseOut.home !== 0 || baseOut.abroad !== 0) {
    const share = await servicesShare(tx, doc);
    for (const where of ['home', 'abroad'] as const) {
      const services = servicesPart(baseOut[where], share);
      add(figures, qualified('base.out', { services: true, abroad: where === 'abroad' }), services);
      add(figures, qualified('base.out', { abroad: where === 'abroad' }), baseOut[where] - services);
    }
  }

  const bank = await bankSums(tx, doc);
  let inflow = 0;
  let outflow = 0;
  for (const r of bank) {
    inflow += num(r.uplata);
    outflow += num(r.isplata);
    // receipts and payments settle clients (their client rows); the other orders have a counter-account of their own
    if (r.orderKind !== 'uplata' && r.orderKind !== 'isplata') add(figures, `bank.${r.orderKind}`, num(r.isplata) - num(r.uplata));
  }
  // gross: the inflow and the outflow are two entries of `bank` (two lines), so the account's debit
  // and credit turnover equal the statement's totals rather than their difference
  const gross = [inflow, -outflow].filter((a) => a !== 0).map((amount) => ({ amount }));
  if (gross.length) figures.set('bank', gross);
  return { figures, abroad: komIds.length > 0 && komIds.every((k) => abroad.has(k)) };
}

export interface SchemeRow {
  figure: string;
  konto: string;
  sign: number;
  withClient: boolean;
}

/**
 * A family's scheme in force for a company, every sub-type's rows: the company's own rows if it
 * has any since its last reset (gl_scheme_version), else the defaults; of those the highest
 * version. `own` says whose version it is (the entry keeps both).
 */
export async function familyScheme(tx: Reader, companyId: number, vDoc: string): Promise<{ version: number; own: boolean; rows: (SchemeRow & { vSubDoc: string })[] } | null> {
  const all = await familySchemeRows(tx, companyId, vDoc);
  const reset = await lastResetVersion(tx, companyId, vDoc);
  const own = all.filter((r) => r.companyId === companyId && r.version > (reset ?? 0));
  const pool = own.length ? own : all.filter((r) => r.companyId === null);
  if (!pool.length) return null;
  const version = pool[0]!.version;
  const rows = pool.filter((r) => r.version === version).map(({ vSubDoc, figure, konto, sign, withClient }) => ({ vSubDoc, figure, konto, sign, withClient }));
  return { version, own: own.length > 0, rows };
}

/** The scheme in force for a family and sub-type: a sub-type's own rows replace the family's common ones. */
export async function schemeInForce(tx: Reader, companyId: number, vDoc: string, vSubDoc: string): Promise<{ version: number; own: boolean; rows: SchemeRow[] } | null> {
  const scheme = await familyScheme(tx, companyId, vDoc);
  if (!scheme) return null;
  const forSub = scheme.rows.filter((r) => r.vSubDoc === vSubDoc);
  const rows = (forSub.length ? forSub : scheme.rows.filter((r) => r.vSubDoc === '')).map(({ figure, konto, sign, withClient }) => ({ figure, konto, sign, withClient }));
  return rows.length ? { version: scheme.version, own: scheme.own, rows } : null;
}

/**
 * The lines a scheme makes of the figures; a figure that is not zero and that no row maps is named.
 * A figure of a warehouse with an account of its own (`accounts`) that starts with the row's
 * account goes to that account (1320 → 13201); the warehouses whose figures land on the same
 * account make one line, as the figure summed over warehouses made before.
 */
export function schemeLines(figures: Figures, rows: SchemeRow[], accounts: ReadonlyMap<number, string> = new Map()): { lines: JournalLine[]; unmapped: string[] } {
  const lines: JournalLine[] = [];
  const exact = new Set(rows.map((r) => r.figure));
  // `vat.in.#`: the VAT of any rate no row names exactly (a company's own rate)
  const matches = (row: SchemeRow, name: string) =>
    row.figure === name || (row.figure.endsWith('.#') && !exact.has(name) && name.startsWith(row.figure.slice(0, -1)) && /^\d+$/.test(name.slice(row.figure.length - 1)));
  // a qualified figure no row names posts by the first of its fallbacks a row names
  const named = (name: string) => rows.some((r) => matches(r, name));
  const effective = (name: string) => figureFallbacks(name).find(named) ?? name;
  const accountOf = (row: SchemeRow, magId: number | undefined, part?: string) => {
    if (part?.startsWith(row.konto)) return part;
    const own = magId === undefined ? undefined : accounts.get(magId);
    return own?.startsWith(row.konto) ? own : row.konto;
  };
  for (const row of rows) {
    // per account and client: one line per client as before, the warehouses of one account summed
    const perAccount = new Map<string, { konto: string; komId: number | undefined; amount: number }>();
    for (const f of [...figures].flatMap(([name, list]) => (matches(row, effective(name)) ? list : []))) {
      const konto = accountOf(row, f.magId, f.konto);
      const key = f.magId === undefined && f.konto === undefined ? `${perAccount.size}` : `${konto}|${f.komId ?? ''}`;
      const current = perAccount.get(key) ?? { konto, komId: f.komId, amount: 0 };
      current.amount += f.amount;
      perAccount.set(key, current);
    }
    for (const f of perAccount.values()) {
      const amount = f.amount * row.sign;
      if (amount === 0) continue;
      lines.push({
        konto: f.konto,
        komId: row.withClient ? (f.komId ?? null) : null,
        duguje: amount > 0 ? amount : 0,
        potrazuje: amount < 0 ? -amount : 0,
        opis: row.figure,
      });
    }
  }
  const mapped = (k: string) => named(effective(k)) || retailAlternativeMapped(k, named);
  const unmapped = [...figures.keys()].filter((k) => !mapped(k) && !k.startsWith('client.') && k !== 'client' && (figures.get(k) ?? []).some((f) => f.amount !== 0));
  return { lines, unmapped };
}

/**
 * Posts a locked document's journal entry by its family's scheme, in the lock's transaction. A
 * family without a scheme posts nothing. An entry whose debit and credit differ is refused whole
 * (422 `error.journal.not-balanced`, naming the figures its scheme leaves unmapped). An account the
 * document names for a figure (`accountOf`: an expense invoice's cost item's) replaces the scheme
 * row's account for it; `extra` are lines on accounts the document names itself (a family's `glLines`).
 */
export async function postByScheme(
  tx: Tx,
  ctx: JournalContext & { vSubDoc: string },
  own: Record<string, number | FigureParts> = {},
  accountOf: Record<string, string> = {},
  extra: JournalLine[] = [],
): Promise<number | null> {
  const scheme = await schemeInForce(tx, ctx.companyId, ctx.vDoc, ctx.vSubDoc);
  if (!scheme) return null;
  const { figures, abroad } = await documentFigures(tx, ctx);
  // a family's own figure that can be qualified (a note's `base`, `base.services`) is abroad with its client; one in parts keeps each part's account
  for (const [name, value] of Object.entries(own)) {
    if (typeof value === 'number') add(figures, QUALIFIABLE.has(name) || name === NOTE_SERVICES ? qualified(name, { abroad }) : name, value);
    else for (const part of value) add(figures, name, part.amount, undefined, undefined, part.konto);
  }
  const rows = scheme.rows.map((r) => ({ ...r, konto: accountOf[r.figure] ?? r.konto }));
  const { lines: schemed, unmapped } = schemeLines(figures, rows, await warehouseAccounts(tx, ctx.companyId));
  const lines = [...schemed, ...extra];
  const duguje = lines.reduce((s, l) => s + l.duguje, 0);
  const potrazuje = lines.reduce((s, l) => s + l.potrazuje, 0);
  if (duguje !== potrazuje) {
    throw new AppError(422, 'error.journal.not-balanced', { lines: 'error.journal.not-balanced' }, { duguje, potrazuje, unmapped: unmapped.join(', ') });
  }
  return postJournal(tx, { ...ctx, schemeVersion: scheme.version, schemeOwn: scheme.own }, lines);
}
