import type { CardEinvoiceInput } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { documentService } from '../document.service';
import { fakFamily } from './fak.family';
import { cardReceiptOf, clientKind, linkedAnywhere } from './fak.repo';

const service = documentService(fakFamily);

/**
 * `POST /v1/doc-fis/{id}/card-einvoice`: from a locked register receipt paid (wholly or in part)
 * by card, the e-invoice to the company whose card it was (law on e-invoicing as amended by Sl.
 * glasnik 109/2025: issued after the fiscal receipt, for periods after 31 March 2026): a retail
 * invoice (`fak-mp`) dated the receipt's day with the receipt as its line (its articles and VAT),
 * the PFR number in its note, locked, so the lock queues it for SEF and its receipt leaves the
 * summary VAT record. 404 another company's receipt or buyer, 409 a receipt not locked or already
 * on a retail invoice (a second e-invoice), 422 a receipt without a card payment or a buyer who is
 * not a firm. Made in full or not at all: a lock refused removes the draft it made.
 */
export async function makeCardEinvoice(db: Db, companyId: number, fisId: number, input: CardEinvoiceInput, userId: number | null): Promise<number> {
  const receipt = await cardReceiptOf(db, companyId, fisId);
  if (!receipt) throw notFound();
  if (receipt.status !== 'locked') throw conflict('error.fisId.not-locked');
  if (receipt.fakId !== null || (await linkedAnywhere(db, fisId))) throw conflict('error.card-einvoice.exists');
  if (receipt.kartica <= 0) throw invalid({ fisPlacanje: 'error.card-einvoice.not-card' });
  const buyerKind = await clientKind(db, companyId, input.komId);
  if (buyerKind === undefined) throw invalid({ komId: 'error.komId.not-found' });
  if (buyerKind === 'kupac') throw invalid({ komId: 'error.card-einvoice.private-person' });
  const init = await service.init(db, companyId, receipt.periodId, 'fak-mp');
  const header = fakFamily.headerInput.parse({
    periodId: receipt.periodId,
    vSubDoc: 'fak-mp',
    rbroj: init.rbroj,
    datum: receipt.datum,
    datumDospeca: receipt.datum,
    komId: input.komId,
    napomena: `Račun za promet na malo plaćen karticom pravnog lica; fiskalni račun ${receipt.oznaka}, PFR broj ${receipt.fisRbroj}.`,
  });
  const { id } = await service.create(db, companyId, header, userId);
  try {
    await service.createItem(db, companyId, id, fakFamily.itemInput.parse({ docId: id, fisId }), userId);
    await service.lock(db, companyId, id, userId);
  } catch (err) {
    await service.remove(db, companyId, id, userId);
    throw err;
  }
  return id;
}
