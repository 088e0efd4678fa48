import type { OsMain, OsMainValues } from '@knjige/contract';
import type { Db, Reader, Tx } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { inUseByReference } from '../../platform/crud';
import { chartAccount, chartAccountsByCode } from '../chart/chart.repo';
import { assetCard, depreciationIn, registerAt } from './fixed-asset-reports.repo';
import { clientExists, deleteAsset, findAsset, insertAsset, isDepreciated, listAssets, lockAsset, updateAsset, type AssetValues } from './fixed-assets.repo';

/**
 * The accumulated-depreciation account of an asset account (docs/decisions.md#fixed-assets):
 * the kontni okvir keeps it in the group's ninth synthetic account, 019 for intangible assets
 * (01x) and 029 for property, plant and equipment (02x). An asset on 023x (plant and equipment)
 * takes 0293 when the company has opened it, else 029 itself.
 */
export function correctionCandidates(konto: string): string[] {
  const group = konto.slice(0, 2);
  const synthetic = konto.slice(2, 3);
  return [`${group}9${synthetic}`, `${group}9`];
}

/** Whether an account is one the register takes as an asset's: under 01x or 02x, not the correction accounts 019/029. */
export const isAssetAccount = (konto: string) => /^0[12]/.test(konto) && !/^0[12]9/.test(konto);

/** Field errors of the asset's accounts and supplier; the accumulated-depreciation account, derived when not given. */
async function checkAsset(tx: Reader, companyId: number, input: OsMainValues): Promise<AssetValues> {
  const errors: Record<string, string> = {};
  const account = await chartAccount(tx, companyId, input.konto);
  if (!account) errors.konto = 'error.konto.not-found';
  else if (!isAssetAccount(account.konto)) errors.konto = 'error.konto.not-fixed-asset';
  else if (!account.postable) errors.konto = 'error.konto.not-postable';

  let kontoIspravke = input.kontoIspravke;
  if (!errors.konto) {
    const prefix = `${input.konto.slice(0, 2)}9`;
    if (kontoIspravke) {
      const correction = await chartAccount(tx, companyId, kontoIspravke);
      if (!correction) errors.kontoIspravke = 'error.kontoIspravke.not-found';
      else if (!correction.konto.startsWith(prefix)) errors.kontoIspravke = 'error.kontoIspravke.not-correction';
      else if (!correction.postable) errors.kontoIspravke = 'error.kontoIspravke.not-postable';
    } else {
      const candidates = correctionCandidates(input.konto);
      const found = await chartAccountsByCode(tx, companyId, candidates);
      kontoIspravke = candidates.find((c) => found.get(c)?.postable) ?? null;
      if (!kontoIspravke) errors.kontoIspravke = 'error.kontoIspravke.required';
    }
  }
  if (input.komId !== null && !(await clientExists(tx, companyId, input.komId))) errors.komId = 'error.komId.not-found';
  if (Object.keys(errors).length || !kontoIspravke) throw invalid(errors);
  return { ...input, kontoIspravke };
}

const depreciationFields = ['konto', 'kontoIspravke', 'nabavnaVrednost', 'datumUpotrebe', 'vekMeseci', 'stopa', 'otvaranjeDatum', 'otvaranjeIspravka'] as const;

function uniqueInventoryNumber(err: unknown): never {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string; constraint?: string });
  if (cause.code === '23505' && cause.constraint === 'os_main_inv_broj_uq') throw invalid({ invBroj: 'error.invBroj.unique' });
  throw err;
}

async function createAsset(tx: Tx, companyId: number, input: OsMainValues): Promise<number> {
  const values = await checkAsset(tx, companyId, input);
  return insertAsset(tx, companyId, values).catch(uniqueInventoryNumber);
}

async function changeAsset(tx: Tx, companyId: number, id: number, input: OsMainValues): Promise<void> {
  const stored = await lockAsset(tx, companyId, id);
  if (!stored) throw notFound();
  if (stored.status !== 'in_use') throw conflict('error.os.not-in-use');
  const values = await checkAsset(tx, companyId, input);
  // what depreciation was computed from stays as it was once a document depreciates the asset
  const changed = depreciationFields.filter((f) => stored[f] !== values[f]);
  if (changed.length && (await isDepreciated(tx, companyId, id))) throw conflict('error.os.depreciated', { fields: changed.join(', ') });
  await updateAsset(tx, companyId, id, values).catch(uniqueInventoryNumber);
}

async function removeAsset(tx: Tx, companyId: number, id: number): Promise<void> {
  const stored = await lockAsset(tx, companyId, id);
  if (!stored) throw notFound();
  await deleteAsset(tx, companyId, id).catch((err: unknown) => {
    throw inUseByReference(err) ?? err;
  });
}

/** A new asset, in one transaction; its id. */
export const addAsset = (db: Db, companyId: number, input: OsMainValues) => db.transaction((tx) => createAsset(tx, companyId, input));

/** An asset changed, in one transaction. */
export const editAsset = (db: Db, companyId: number, id: number, input: OsMainValues) => db.transaction((tx) => changeAsset(tx, companyId, id, input));

/** An asset deleted, in one transaction. */
export const deleteAssetOf = (db: Db, companyId: number, id: number) => db.transaction((tx) => removeAsset(tx, companyId, id));

/** A page of the register's assets. */
export const assetPage = (db: Db, companyId: number, q: Parameters<typeof listAssets>[2]) => listAssets(db, companyId, q);

/** The register at a date. */
export const assetRegister = (db: Db, companyId: number, q: Parameters<typeof registerAt>[2]) => registerAt(db, companyId, q);

/** The depreciation of a year or month. */
export const assetDepreciation = (db: Db, companyId: number, q: Parameters<typeof depreciationIn>[2]) => depreciationIn(db, companyId, q);

export async function readAsset(tx: Reader, companyId: number, id: number): Promise<OsMain> {
  const asset = await findAsset(tx, companyId, id);
  if (!asset) throw notFound();
  return asset;
}

/** An asset and its card (its history, oldest first). */
export async function readCard(tx: Reader, companyId: number, id: number) {
  const asset = await readAsset(tx, companyId, id);
  return { asset, rows: await assetCard(tx, companyId, asset) };
}
