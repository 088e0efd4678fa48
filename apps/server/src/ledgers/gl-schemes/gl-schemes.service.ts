import { familyOf, familyRegistry, subTypeValues, type SchemeDetail, type SchemeInput, type SchemeRowView, type SchemeVersionRow, type SchemeView } from '@knjige/contract';
import type { Db, Reader, Tx } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { chartAccountsByCode } from '../../master/chart/chart.repo';
import { accountRuleError } from '../general-ledger';
import { familyScheme, ledgerFigures } from '../posting-schemes';
import {
  companyVersionMarks,
  defaultSchemeFigures,
  defaultVersions,
  distinctRates,
  highestVersions,
  insertSchemeRows,
  insertVersionMark,
  lockCompany,
  moveMasterAccounts,
  schemeFamilies,
  storedSchemeRows,
} from './gl-schemes.repo';

type StoredRow = { vSubDoc: string; figure: string; konto: string; sign: number; withClient: boolean };

const view = (r: StoredRow): SchemeRowView => ({ subType: r.vSubDoc, figure: r.figure, konto: r.konto, side: r.sign > 0 ? 'duguje' : 'potrazuje', withClient: r.withClient });

/** Whether a figure is one of a list, or a VAT rate's under a `#` entry of it (`vat.out.2000` under `vat.out.#`). */
function listed(list: readonly string[], figure: string): boolean {
  return list.some((f) => f === figure || (f.endsWith('.#') && figure.startsWith(f.slice(0, -1)) && /^\d+$/.test(figure.slice(f.length - 1))));
}

/**
 * The figures a family's lock can give: those its default scheme names (its own `glFigures` among
 * them) and every figure of a sub-ledger one of those comes from; `#` entries then the company's
 * VAT rates.
 */
function familyFigures(defaults: readonly string[], rates: readonly number[]): string[] {
  const groups = Object.values(ledgerFigures).filter((group) => defaults.some((f) => listed(group, f)));
  const all = new Set([...groups.flat(), ...defaults]);
  for (const f of [...all]) if (f.endsWith('.#')) for (const r of rates) all.add(`${f.slice(0, -1)}${r}`);
  return [...all].sort();
}

/** The families with a default scheme (those whose lock posts), in the registry's order, with the figures of their defaults. */
async function postingFamilies(tx: Reader): Promise<Map<string, string[]>> {
  const rows = await defaultSchemeFigures(tx);
  const byFamily = new Map<string, string[]>();
  for (const family of Object.keys(familyRegistry)) {
    const figures = rows.filter((r) => r.vDoc === family).map((r) => r.figure);
    if (figures.length) byFamily.set(family, figures);
  }
  return byFamily;
}

async function companyRates(tx: Reader, companyId: number): Promise<number[]> {
  const rows = await distinctRates(tx, companyId);
  return rows.map((r) => r.stopa).filter((s) => s > 0);
}

async function schemeOf(tx: Reader, companyId: number, family: string, defaults: string[], rates: number[]): Promise<SchemeView> {
  const scheme = await familyScheme(tx, companyId, family);
  const entry = familyRegistry[familyOf(family)!];
  return {
    family,
    own: scheme?.own ?? false,
    version: scheme?.version ?? 0,
    subTypes: [...subTypeValues(entry)],
    rows: (scheme?.rows ?? []).map(view),
    figures: familyFigures(defaults, rates),
  };
}

/** Every posting family's scheme in force for the company. */
export async function listSchemes(db: Db, companyId: number): Promise<SchemeView[]> {
  const families = await postingFamilies(db);
  const rates = await companyRates(db, companyId);
  const list: SchemeView[] = [];
  for (const [family, defaults] of families) list.push(await schemeOf(db, companyId, family, defaults, rates));
  return list;
}

/** The family's default figures; 404 for no family, 422 for one whose lock posts nothing (pro-forma, manual entry). */
async function postingFamily(tx: Reader, family: string): Promise<string[]> {
  if (!familyOf(family)) throw notFound();
  const defaults = (await postingFamilies(tx)).get(family);
  if (!defaults) throw invalid({ family: 'error.family.posts-nothing' });
  return defaults;
}

function checkSubType(family: string, subType: string): void {
  if (subType && !subTypeValues(familyRegistry[familyOf(family)!]).includes(subType)) throw invalid({ subType: 'error.subType.invalid' });
}

/** The rows a sub-type posts by: its own, else the common ones. */
const forSubType = (rows: SchemeRowView[], subType: string) => {
  if (!subType) return rows.filter((r) => r.subType === '');
  const own = rows.filter((r) => r.subType === subType);
  return own.length ? own : rows.filter((r) => r.subType === '');
};

/** A family's scheme in force and every version of it, newest first (the rows of one sub-type when asked). */
export async function schemeDetail(db: Db, companyId: number, family: string, subType: string): Promise<SchemeDetail> {
  const defaults = await postingFamily(db, family);
  checkSubType(family, subType);
  const current = await schemeOf(db, companyId, family, defaults, await companyRates(db, companyId));
  const stored = await storedSchemeRows(db, companyId, family);
  const rowsOf = (own: boolean, version: number) => stored.filter((r) => (r.companyId !== null) === own && r.version === version).map(view);
  const marks = await companyVersionMarks(db, companyId, family);
  const defaultMarks = await defaultVersions(db, family);
  const history: SchemeVersionRow[] = [
    ...marks.map((m) => ({
      version: m.version,
      own: true,
      reset: m.reset,
      subType: m.vSubDoc,
      createdAt: m.createdAt.toISOString(),
      user: m.firstName === null ? null : `${m.firstName} ${m.lastName ?? ''}`.trim(),
      rows: rowsOf(true, m.version),
    })),
    ...defaultMarks.map((d) => ({ version: d.version, own: false, reset: false, subType: '', createdAt: new Date(d.createdAt ?? 0).toISOString(), user: null, rows: rowsOf(false, d.version) })),
  ]
    .map((h) => ({ ...h, current: h.own === current.own && h.version === current.version && !h.reset, rows: subType ? forSubType(h.rows, subType) : h.rows }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.version - a.version);
  return { ...current, rows: subType ? forSubType(current.rows, subType) : current.rows, history };
}

/**
 * The rules of a scheme's rows, 422 with `rows.<i>.<field>`: a figure the family gives, an account
 * of the company's chart taking postings whose client rule the row keeps (the writer's
 * `accountRuleError`: `withClient` on client accounts and on no other), no row twice.
 */
async function checkRows(tx: Reader, companyId: number, figures: string[], input: SchemeInput): Promise<void> {
  const errors: Record<string, string> = {};
  const accounts = await chartAccountsByCode(tx, companyId, [...new Set(input.rows.map((r) => r.konto))]);
  const seen = new Set<string>();
  input.rows.forEach((row, i) => {
    if (!listed(figures, row.figure)) errors[`rows.${i}.figure`] = 'error.figure.not-produced';
    else if (seen.has(`${row.figure}|${row.konto}`)) errors[`rows.${i}.figure`] = 'error.figure.duplicate';
    seen.add(`${row.figure}|${row.konto}`);
    const broken = accountRuleError(accounts.get(row.konto), row.withClient);
    if (broken) errors[`rows.${i}.${broken.field === 'konto' ? 'konto' : 'withClient'}`] = broken.key;
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The next version number of the company's scheme for a family: above its own and the defaults' (easier to tell apart). */
async function nextVersion(tx: Tx, companyId: number, family: string): Promise<number> {
  // the company's row serialises two admins writing at once
  await lockCompany(tx, companyId);
  const highest = await highestVersions(tx, companyId, family);
  return Math.max(highest.marks, highest.rows) + 1;
}

/**
 * A new company version of a family's scheme: the given rows for the sub-type (or the common rows),
 * the other sub-types' rows as they are in force (the defaults' when the company had none). No
 * version is changed: entries name them. Returns the new version.
 */
export async function writeScheme(db: Db, companyId: number, userId: number, family: string, input: SchemeInput): Promise<number> {
  return db.transaction(async (tx) => {
    const defaults = await postingFamily(tx, family);
    checkSubType(family, input.subType);
    await checkRows(tx, companyId, familyFigures(defaults, await companyRates(tx, companyId)), input);
    const version = await nextVersion(tx, companyId, family);
    const kept = ((await familyScheme(tx, companyId, family))?.rows ?? []).filter((r) => r.vSubDoc !== input.subType);
    const rows = [
      ...kept,
      ...input.rows.map((r) => ({ vSubDoc: input.subType, figure: r.figure, konto: r.konto, sign: r.side === 'duguje' ? 1 : -1, withClient: r.withClient })),
    ];
    await insertVersionMark(tx, { companyId, vDoc: family, version, vSubDoc: input.subType, userId });
    await insertSchemeRows(tx, rows.map((r) => ({ ...r, companyId, vDoc: family, version })));
    return version;
  });
}

/** Back to the defaults: a reset version (no rows); the company's earlier versions stay. 409 when it is on the defaults already. */
export async function resetScheme(db: Db, companyId: number, userId: number, family: string): Promise<number> {
  return db.transaction(async (tx) => {
    await postingFamily(tx, family);
    const version = await nextVersion(tx, companyId, family);
    if (!(await familyScheme(tx, companyId, family))?.own) throw conflict('error.gl-scheme.on-defaults');
    await insertVersionMark(tx, { companyId, vDoc: family, version, reset: true, userId });
    return version;
  });
}

/**
 * The first analytic under an account makes that account take no postings: every family whose
 * scheme in force posts to it moves to the analytic in the same transaction, as a new company
 * version of each (all its sub-types' rows, only the account changed), so no later lock finds a
 * scheme pointing at a synthetic account. 1320 and 1340 keep the warehouses' rule (a warehouse
 * names its analytic and the scheme row follows it), so their schemes stay. Returns the families moved.
 */
export async function moveSchemesToAnalytic(tx: Tx, companyId: number, userId: number, from: string, to: string): Promise<string[]> {
  if (from === '1320' || from === '1340') return [];
  const families = await schemeFamilies(tx, companyId);
  const moved: string[] = [];
  for (const { vDoc } of families) {
    const scheme = await familyScheme(tx, companyId, vDoc);
    if (!scheme?.rows.some((r) => r.konto === from)) continue;
    const version = await nextVersion(tx, companyId, vDoc);
    await insertVersionMark(tx, { companyId, vDoc, version, vSubDoc: '', userId });
    await insertSchemeRows(tx, scheme.rows.map((r) => ({ ...r, konto: r.konto === from ? to : r.konto, companyId, vDoc, version })));
    moved.push(vDoc);
  }
  // a cost item's account is one too, and so is a cash desk's
  await moveMasterAccounts(tx, companyId, from, to);
  return moved;
}
