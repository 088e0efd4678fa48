import type { OsRashodInput } from '@knjige/contract';
import type { Db, Reader, Tx } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { assertInPeriod, findPeriod, assertOpen } from '../../master/periods/period';
import { postJournal, type JournalLine } from '../general-ledger';
import { findAsset, isDepreciated } from '../../master/fixed-assets/fixed-assets.repo';
import { postAssets } from '../assets.repo';
import {
  acquiredBy,
  assetsOf,
  clearAcquisition,
  insertEvent,
  lockAssets,
  postedEventsOf,
  setAcquisition,
  setAssetStatus,
  setEventDocument,
  stornoEvents,
  eventsOfAsset,
} from './asset-events.repo';

/**
 * An asset leaving the books (a write-off, a sale) and coming onto them through a document's line
 * (an expense invoice's): the register's state, the event with its figures, and the journal lines
 * on the asset's own accounts (docs/decisions.md#disposal-sale-and-acquisition).
 */

/** Gains on the sale of property, plant and equipment and intangibles (kontni okvir 89/2020). */
export const GAIN_ACCOUNT = '670';
/** Losses on their write-off and sale (kontni okvir 89/2020). */
export const LOSS_ACCOUNT = '570';
/** The family code of a write-off's journal entry (its document is the event row). */
export const DISPOSAL_VDOC = 'os';

/** A document's line names an asset: the company's, and still in use. */
export async function checkAssetLine(tx: Reader, companyId: number, osId: number): Promise<Record<string, string>> {
  const [asset] = await assetsOf(tx, companyId, [osId]);
  if (!asset) return { osId: 'error.osId.not-found' };
  if (asset.status !== 'in_use') return { osId: 'error.osId.not-in-use' };
  return {};
}

/** An event's journal lines: accumulated depreciation off (debit), cost off (credit), the gain (credit 670) or loss (debit 570). */
function eventLines(e: { konto: string; kontoIspravke: string; nabavnaVrednost: number; ispravka: number; rezultat: number }): JournalLine[] {
  return [
    { konto: e.kontoIspravke, duguje: e.ispravka, potrazuje: 0, opis: 'asset.accumulated' },
    { konto: e.konto, duguje: 0, potrazuje: e.nabavnaVrednost, opis: 'asset.cost' },
    e.rezultat >= 0
      ? { konto: GAIN_ACCOUNT, duguje: 0, potrazuje: e.rezultat, opis: 'asset.gain' }
      : { konto: LOSS_ACCOUNT, duguje: -e.rezultat, potrazuje: 0, opis: 'asset.loss' },
  ];
}

/** Whether a line sells or acquires an asset. */
const namesAsset = <L extends { osId: number | null }>(l: L): l is L & { osId: number } => l.osId !== null;

/** The sum of the asset lines' amounts (what the scheme's figure gives up to the asset's own lines). */
export const assetLinesAmount = <L extends { osId: number | null }>(lines: L[], amount: (l: L) => number): number => lines.filter(namesAsset).reduce((s, l) => s + amount(l), 0);

/** Per asset, the summed amount of the lines naming it. */
function perAsset<L extends { osId: number | null }>(lines: L[], amount: (l: L) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const l of lines.filter(namesAsset)) sums.set(l.osId, (sums.get(l.osId) ?? 0) + amount(l));
  return sums;
}

/** The figures of an asset leaving on a day: cost and accumulated depreciation as the register has them. */
async function leavingFigures(tx: Reader, companyId: number, osId: number, datum: string) {
  const asset = await findAsset(tx, companyId, osId);
  if (!asset) throw notFound();
  if (asset.status !== 'in_use') throw conflict('error.osId.not-in-use', { asset: asset.invBroj });
  if (datum < asset.datumNabavke) throw conflict('error.osId.before-acquisition', { asset: asset.invBroj });
  return asset;
}

/**
 * A sales invoice's lock sells the assets its lines name: each leaves the books at the invoice's
 * date with its cost and accumulated depreciation; the gain or loss is the price less the net value.
 */
export async function sellAssets(
  tx: Tx,
  companyId: number,
  doc: { vDoc: string; docId: number; docOznaka: string; periodId: number; datum: string },
  lines: { osId: number | null; iznos: number }[],
): Promise<void> {
  const prices = perAsset(lines, (l) => l.iznos);
  await lockAssets(tx, companyId, [...prices.keys()]);
  for (const [osId, cena] of prices) {
    const asset = await leavingFigures(tx, companyId, osId, doc.datum);
    await leaveLedger(tx, companyId, doc, { osId, event: 'sale', nabavnaVrednost: asset.nabavnaVrednost, ispravka: asset.ispravka });
    await insertEvent(tx, companyId, {
      osId,
      vrsta: 'prodaja',
      datum: doc.datum,
      periodId: doc.periodId,
      vDoc: doc.vDoc,
      docId: doc.docId,
      nabavnaVrednost: asset.nabavnaVrednost,
      ispravka: asset.ispravka,
      cena,
      rezultat: cena - asset.sadasnjaVrednost,
    });
  }
  await setAssetStatus(tx, companyId, [...prices.keys()], 'sold', doc.datum);
}

/**
 * The fixed-asset ledger's row of an asset leaving: its cost and everything accumulated taken out,
 * so the register at a later date no longer holds it (the document's storno negates the row).
 */
async function leaveLedger(
  tx: Tx,
  companyId: number,
  doc: { vDoc: string; docId: number; docOznaka: string; periodId: number; datum: string },
  asset: { osId: number; event: 'sale' | 'disposal'; nabavnaVrednost: number; ispravka: number },
): Promise<void> {
  await postAssets(tx, { companyId, periodId: doc.periodId, vDoc: doc.vDoc, docId: doc.docId, docOznaka: doc.docOznaka }, [
    { osId: asset.osId, datum: doc.datum, event: asset.event, vrednost: -asset.nabavnaVrednost, ispravka: -asset.ispravka },
  ]);
}

/** The journal lines of the assets a document took off the books. */
export async function eventJournalLines(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<JournalLine[]> {
  return (await postedEventsOf(tx, companyId, vDoc, docId)).flatMap(eventLines);
}

/** A sales invoice's storno puts the assets it sold back in use. */
export async function restoreSoldAssets(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  const events = await postedEventsOf(tx, companyId, vDoc, docId);
  await lockAssets(tx, companyId, events.map((e) => e.osId));
  await stornoEvents(tx, events.map((e) => e.id));
  await setAssetStatus(tx, companyId, events.map((e) => e.osId), 'in_use', null);
}

/**
 * A write-off (rashod): the asset leaves the books on the day with its net value as a loss (570),
 * its accumulated depreciation and cost taken off its accounts; one transaction. A second write-off,
 * or one of a sold asset, is a 409.
 */
export async function disposeAsset(db: Db, companyId: number, osId: number, input: OsRashodInput): Promise<number> {
  return db.transaction(async (tx) => {
    const period = await findPeriod(tx, companyId, input.periodId);
    assertOpen(period);
    assertInPeriod(period, input.datum);
    const [stored] = await lockAssets(tx, companyId, [osId]);
    if (!stored) throw notFound();
    if (stored.status === 'in_use' && input.datum < stored.datumNabavke) throw invalid({ datum: 'error.datum.before-acquisition' });
    const asset = await leavingFigures(tx, companyId, osId, input.datum);
    const id = await insertEvent(tx, companyId, {
      osId,
      vrsta: 'rashod',
      datum: input.datum,
      periodId: period.id,
      vDoc: DISPOSAL_VDOC,
      docId: 0,
      nabavnaVrednost: asset.nabavnaVrednost,
      ispravka: asset.ispravka,
      cena: 0,
      rezultat: -asset.sadasnjaVrednost,
      napomena: input.napomena,
    });
    await setEventDocument(tx, id, id);
    await setAssetStatus(tx, companyId, [osId], 'disposed', input.datum);
    const docOznaka = `OS-${asset.invBroj}`;
    await leaveLedger(tx, companyId, { vDoc: DISPOSAL_VDOC, docId: id, docOznaka, periodId: period.id, datum: input.datum }, { osId, event: 'disposal', nabavnaVrednost: asset.nabavnaVrednost, ispravka: asset.ispravka });
    await postJournal(
      tx,
      { companyId, periodId: period.id, vDoc: DISPOSAL_VDOC, docId: id, docOznaka, docOpis: input.napomena, datum: input.datum },
      await eventJournalLines(tx, companyId, DISPOSAL_VDOC, id),
    );
    return id;
  });
}

/**
 * An expense invoice's lock acquires the assets its lines name: each asset's cost is its lines'
 * base in dinars, its acquisition date the supply date, its supplier and document the invoice's.
 * An asset another document acquired, or one no longer in use, is a 409.
 */
export async function acquireAssets(
  tx: Tx,
  companyId: number,
  doc: { vDoc: string; docId: number; datum: string; komId: number; dokBroj: string },
  lines: { osId: number | null; iznosDin: number }[],
): Promise<void> {
  const costs = perAsset(lines, (l) => l.iznosDin);
  const assets = await lockAssets(tx, companyId, [...costs.keys()]);
  for (const asset of assets) {
    if (asset.status !== 'in_use') throw conflict('error.osId.not-in-use', { asset: asset.invBroj });
    if (asset.izvorVDoc !== null && !(asset.izvorVDoc === doc.vDoc && asset.izvorDocId === doc.docId)) throw conflict('error.osId.acquired', { asset: asset.invBroj });
    // depreciation already computed from the asset's cost: the cost stays
    if (await isDepreciated(tx, companyId, asset.id)) throw conflict('error.osId.in-books', { asset: asset.invBroj });
    await setAcquisition(tx, companyId, asset.id, {
      nabavnaVrednost: costs.get(asset.id)!,
      datumNabavke: doc.datum,
      komId: doc.komId,
      izvorDokument: doc.dokBroj,
      izvorVDoc: doc.vDoc,
      izvorDocId: doc.docId,
    });
  }
}

/** The acquisition's journal lines: each asset's account debited with its lines' base. */
export async function acquisitionJournalLines(tx: Reader, companyId: number, lines: { osId: number | null; iznosDin: number }[]): Promise<JournalLine[]> {
  const costs = perAsset(lines, (l) => l.iznosDin);
  const assets = await assetsOf(tx, companyId, [...costs.keys()]);
  return assets.map((a) => ({ konto: a.konto, duguje: costs.get(a.id)!, potrazuje: 0, opis: 'asset.cost' }));
}

/**
 * An acquiring invoice's storno: its assets lose the link to it and keep their figures; an asset
 * already depreciated, written off or sold holds the storno back (409).
 */
export async function releaseAcquired(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  const assets = await acquiredBy(tx, companyId, vDoc, docId);
  for (const a of assets) {
    if (a.status !== 'in_use' || (await isDepreciated(tx, companyId, a.id))) throw conflict('error.osId.in-books', { asset: a.invBroj });
  }
  await clearAcquisition(tx, companyId, assets.map((a) => a.id));
}

/** An asset's write-off and sales, oldest first (404 for another company's asset). */
export async function assetHistory(tx: Reader, companyId: number, osId: number) {
  if (!(await findAsset(tx, companyId, osId))) throw notFound();
  return eventsOfAsset(tx, companyId, osId);
}
