import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { clientLedger, vatBook } from '../platform/db/schema';
import type { PostingContext } from './stock';

export interface ClientPosting {
  komId: number;
  datum: string;
  /** the day the amount falls due; the document date when not given */
  dueDate?: string;
  side: 'invoice' | 'payment';
  duguje: number;
  potrazuje: number;
  /** the payment reference (poziv na broj) a payment names, for open-item matching */
  poziv?: string;
}

export interface VatPosting {
  book: 'kir' | 'kur';
  datum: string;
  komId: number | null;
  dokBroj?: string;
  dokDatum?: string | null;
  stopa: number;
  osnovica: number;
  pdvIznos: number;
  deductible?: boolean;
}

type Ctx = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId' | 'docOznaka' | 'docOpis'>;

/** The document columns of a row the lock writes (`ctx` may carry more than a ledger row holds). */
const documentOf = ({ companyId, periodId, vDoc, docId, docOznaka, docOpis }: Ctx) => ({ companyId, periodId, vDoc, docId, docOznaka, docOpis });

export async function postClient(tx: Tx, ctx: Ctx, postings: ClientPosting[]): Promise<void> {
  if (!postings.length) return;
  await tx.insert(clientLedger).values(postings.map((p) => ({ ...documentOf(ctx), ...p, dueDate: p.dueDate ?? p.datum, kind: 'post' as const })));
}

export async function postVat(tx: Tx, ctx: Ctx, postings: VatPosting[]): Promise<void> {
  if (!postings.length) return;
  await tx.insert(vatBook).values(postings.map((p) => ({ ...documentOf(ctx), ...p, dokBroj: p.dokBroj ?? '', dokDatum: p.dokDatum ?? null, kind: 'post' as const })));
}

/** Storno writes the exact negation of the document's client and VAT rows. */
export async function stornoBooks(tx: Tx, ctx: Ctx): Promise<void> {
  const clientRows = await tx
    .select()
    .from(clientLedger)
    .where(and(eq(clientLedger.companyId, ctx.companyId), eq(clientLedger.vDoc, ctx.vDoc), eq(clientLedger.docId, ctx.docId), eq(clientLedger.kind, 'post')));
  if (clientRows.length) {
    await tx.insert(clientLedger).values(
      clientRows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, duguje: -r.duguje, potrazuje: -r.potrazuje })),
    );
  }
  const vatRows = await tx
    .select()
    .from(vatBook)
    .where(and(eq(vatBook.companyId, ctx.companyId), eq(vatBook.vDoc, ctx.vDoc), eq(vatBook.docId, ctx.docId), eq(vatBook.kind, 'post')));
  if (vatRows.length) {
    await tx.insert(vatBook).values(vatRows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, osnovica: -r.osnovica, pdvIznos: -r.pdvIznos })));
  }
}
