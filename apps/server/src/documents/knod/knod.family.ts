import { and, eq } from 'drizzle-orm';
import { knodDoc, knodEntry, knodInput, knodItem, knodItemInput, knodPartner } from '@knjige/contract';
import { isValidModel97, normalizeReference } from '@knjige/domain';
import { clientBalance, docKnod, docKnodItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, komName } from '../family-helpers';

type SubType = keyof typeof knodPartner;
const partnerOf = (vSubDoc: string) => knodPartner[vSubDoc as SubType] ?? 'either';

/**
 * Credit note. knod-duguje (to a customer) posts the customer's potrazuje, knod-potrazuje (from a
 * supplier) the supplier's duguje, both invoice side; either closes the client's open items (the
 * credited invoice's by its reference, else the oldest due first).
 */
export const knodFamily = defineFamily({
  entry: knodEntry,
  header: docKnod,
  items: docKnodItems,
  headerInput: knodInput,
  headerRow: knodDoc,
  itemInput: knodItemInput,
  itemRow: knodItem,
  headerExtras: { komNaziv: komName('doc_knod') },
  comboName: komName('doc_knod', 'naziv'),
  searchColumns: [docKnod.osnov],
  komColumn: docKnod.komId,
  magColumns: [],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: partnerOf(input.vSubDoc) } } });
    if (input.poziv && !isValidModel97(normalizeReference(input.poziv))) errors.poziv = 'error.poziv.model97';
    return errors;
  },
  // A credit note to a customer over what they owe is allowed (an advance, a later invoice) but said.
  createWarnings: async (tx, companyId, input) => {
    if (input.vSubDoc !== 'knod-duguje') return [];
    const [b] = await tx
      .select({ duguje: clientBalance.duguje, uplata: clientBalance.uplata, potrazuje: clientBalance.potrazuje, isplata: clientBalance.isplata })
      .from(clientBalance)
      .where(and(eq(clientBalance.companyId, companyId), eq(clientBalance.periodId, input.periodId), eq(clientBalance.komId, input.komId)));
    const stanje = b ? b.duguje - b.uplata - (b.potrazuje - b.isplata) : 0;
    return input.iznos > stanje ? ['warning.iznos.over-balance'] : [];
  },
  initDefaults: async () => ({ osnov: '', poziv: '' }),
  warehouseOf: () => null,
  computeItem: () => ({}),
  // the amount is the header's own (an update must still write something)
  totals: (_items, header) => ({ iznos: header.iznos }),
  postings: (header) => ({
    stock: [],
    client: [
      header.vSubDoc === 'knod-potrazuje'
        ? { komId: header.komId, datum: header.datum, side: 'invoice', duguje: header.iznos, potrazuje: 0, closes: true, poziv: header.poziv || undefined }
        : { komId: header.komId, datum: header.datum, side: 'invoice', duguje: 0, potrazuje: header.iznos, closes: true, poziv: header.poziv || undefined },
    ],
    vat: [],
  }),
});
