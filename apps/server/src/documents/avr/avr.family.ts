import { avrDoc, avrEntry, avrInput, avrItem, avrItemInput, avrPartner } from '@knjige/contract';
import { advanceVat } from '@knjige/domain';
import { docAvr, docAvrItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, komName, sum } from '../family-helpers';
import { advanceInvoiceData } from './avr.xml';
import { avrPrints } from './avr.print';
import { bankLineOf } from './avr.repo';

type SubType = keyof typeof avrPartner;
const partnerOf = (vSubDoc: string) => avrPartner[vSubDoc as SubType] ?? 'either';

/** Base and VAT per rate inside the gross advance lines (domain `advanceVat`). */
const linesVat = (items: { pdvStopa: number; iznos: number }[]) => advanceVat(items.map((i) => ({ stopa: i.pdvStopa, iznos: i.iznos })));

/**
 * Advance invoice. Its lock books the advance's VAT where the law puts it, in the month the money
 * came (art. 16): `avr-izdati` a KIR row per rate, `avr-primljeni` a KUR row, both marked as an
 * advance's (the VAT return counts their VAT, not their base). No client-ledger row: the money
 * moved by the bank statement, whose line stays an open credit of the client until the final
 * invoice's item takes it.
 */
export const avrFamily = defineFamily({
  entry: avrEntry,
  header: docAvr,
  items: docAvrItems,
  headerInput: avrInput,
  headerRow: avrDoc,
  itemInput: avrItemInput,
  itemRow: avrItem,
  headerExtras: { komNaziv: komName('doc_avr') },
  comboName: komName('doc_avr', 'naziv'),
  searchColumns: [docAvr.dokBroj, docAvr.osnov],
  komColumn: docAvr.komId,
  magColumns: [],
  // final invoices' locks and stornos set it
  unhashedColumns: ['iskorisceno'],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkRefs(tx, companyId, { clients: { komId: { id: input.komId, kind: partnerOf(input.vSubDoc) } } });
    if (input.trnItemId !== null) {
      const line = await bankLineOf(tx, companyId, input.trnItemId);
      if (!line) errors.trnItemId = 'error.trnItemId.not-found';
      else if (line.komId !== input.komId) errors.trnItemId = 'error.trnItemId.other-client';
      else if (input.vSubDoc === 'avr-izdati' ? line.uplata <= 0 : line.isplata <= 0) errors.trnItemId = 'error.trnItemId.wrong-direction';
    }
    return errors;
  },
  initDefaults: async () => ({ dokBroj: '', osnov: '', trnItemId: null }),
  warehouseOf: () => null,
  computeItem: (i, { vat }) => ({ pdvId: vat.id, pdvStopa: vat.stopa, iznos: i.iznos }),
  totals: (items) => {
    const vat = linesVat(items);
    return { osnovica: sum(vat, (r) => r.osnovica), pdvIznos: sum(vat, (r) => r.pdvIznos), iznos: sum(vat, (r) => r.iznos) };
  },
  postings: (header, items) => ({
    stock: [],
    client: [],
    vat: linesVat(items).map((r) => ({
      book: header.vSubDoc === 'avr-primljeni' ? 'kur' : 'kir',
      datum: header.datum,
      komId: header.komId,
      dokBroj: header.dokBroj || header.oznaka,
      dokDatum: header.datum,
      stopa: r.stopa,
      osnovica: r.osnovica,
      pdvIznos: r.pdvIznos,
      avans: true,
    })),
  }),
  // a final invoice that deducts it must be cancelled first
  stornoErrors: (header) => (header.iskorisceno > 0 ? 'error.avansi.used' : null),
  xmlData: advanceInvoiceData,
  prints: avrPrints,
});
