import { HOME_CURRENCY, RATE_SCALE, mulDiv, normalizeReference, toDinars } from '@knjige/domain';
import type { Tx } from '../platform/db/client';
import { lockOpenForeignItems } from './open-items.repo';

/** The fields of a client-ledger posting (books.ts `ClientPosting`) that a payment's settlement reads and writes. */
interface Posting {
  komId: number;
  datum: string;
  side: 'invoice' | 'payment';
  duguje: number;
  potrazuje: number;
  poziv?: string;
  valuta?: string;
  iznosDev?: number;
  kurs?: number;
  kursnaRazlika?: 'prihod' | 'rashod';
}

/** What a foreign-currency payment closes: open items of its currency, in dinars at their own rate. */
export interface FxClosing {
  /** the payment's index among the postings */
  index: number;
  /** the dinars its closer stands for: the items it closes at their rates, and what is left at its own */
  iznos: number;
  allocations: { itemId: number; iznos: number }[];
}

export const isForeign = (p: Pick<Posting, 'valuta' | 'iznosDev'>): p is { valuta: string; iznosDev: number } =>
  p.valuta !== undefined && p.valuta !== HOME_CURRENCY && (p.iznosDev ?? 0) > 0;

/**
 * A payment in a foreign currency (docs/domain.md#foreign-currency; docs/decisions.md#foreign-currency)
 * closes the client's open items of that currency (the one its reference quotes first, then the
 * oldest due), each for the dinars of the currency amount it pays at the item's own rate: an
 * invoice of EUR 5,000 at 117.20 (586,000.00) paid with EUR 5,000 at 117.35 (586,750.00) is
 * closed exactly. The difference is a client-ledger row of its own (`kursnaRazlika`): the client
 * owes it (a gain, 663) when a customer paid more dinars than the invoice booked, is owed it (a
 * loss, 563) when less; the other way round for a supplier. A currency amount past the open
 * items stays open at the payment's own rate (an advance), with no difference.
 */
export async function settleForeignPayments(tx: Tx, ctx: { companyId: number; periodId: number }, postings: Posting[]) {
  const differences: Posting[] = [];
  const closings: FxClosing[] = [];
  /** dinars of an item already taken by an earlier payment of the same document */
  const taken = new Map<number, number>();
  for (const [index, p] of postings.entries()) {
    if (p.side !== 'payment' || !isForeign(p) || !p.kurs) continue;
    const net = p.duguje - p.potrazuje;
    if (net === 0) continue;
    // a customer's payment (potražuje) closes receivables, one to a supplier (duguje) payables
    const dir = net < 0 ? 'receivable' : 'payable';
    const amount = Math.abs(net);
    const quoted = p.poziv ? normalizeReference(p.poziv) : null;
    const items = await lockOpenForeignItems(tx, { companyId: ctx.companyId, periodId: ctx.periodId, komId: p.komId, dir, valuta: p.valuta, quoted });
    let leftDev = p.iznosDev;
    let atItemRates = 0;
    const allocations: FxClosing['allocations'] = [];
    for (const item of items) {
      if (leftDev === 0) break;
      const kurs = item.kurs ?? p.kurs;
      const open = item.ostatak - (taken.get(item.id) ?? 0);
      if (open <= 0) continue;
      // the currency still owed on the item: its dinars back at its rate (exact when untouched)
      const openDev = mulDiv(open, RATE_SCALE, kurs);
      const closesAll = leftDev >= openDev;
      const iznos = closesAll ? open : Math.min(open, toDinars(leftDev, kurs));
      leftDev -= closesAll ? openDev : leftDev;
      atItemRates += iznos;
      allocations.push({ itemId: item.id, iznos });
      taken.set(item.id, (taken.get(item.id) ?? 0) + iznos);
    }
    const rest = toDinars(leftDev, p.kurs);
    const difference = amount - rest - atItemRates;
    closings.push({ index, iznos: atItemRates + rest, allocations });
    if (difference === 0) continue;
    // receivable: more dinars in than booked is a gain; payable: more dinars out is a loss
    const gain = (dir === 'receivable') === difference > 0;
    const owes = dir === 'receivable' ? difference : -difference;
    differences.push({
      komId: p.komId,
      datum: p.datum,
      side: 'invoice',
      duguje: owes > 0 ? owes : 0,
      potrazuje: owes < 0 ? -owes : 0,
      kursnaRazlika: gain ? 'prihod' : 'rashod',
    });
  }
  return { differences, closings };
}
