import { sql } from 'drizzle-orm';
import { payOrderRules, paymentLineErrors, trnDoc, trnEntry, trnInput, trnItem, trnItemInput, type z } from '@knjige/contract';
import { HOME_CURRENCY, paymentReferenceValid, toDinars } from '@knjige/domain';
import { docTrn, docTrnItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { checkRefs, magName, sum } from '../family-helpers';
import { checkCurrency, requireRate } from '../../master/currency/rates';
import { trnListPrint } from './trn.print';
import { costItemExists, currentAccountExists, defaultAccount, lowestBalanceFrom } from './trn.repo';

const accountName = (alias: string) => sql<string>`coalesce((select t.naziv from tekuci_racuni t where t.id = "doc_trn"."trn_id"), '')`.as(alias);
const clientName = sql<string>`coalesce((select k.int_naziv from kom_main k where k.id = "doc_trn_items"."kom_id"), '')`.as('kom_naziv');
const costName = sql<string>`coalesce((select c.naziv from trosak_main c where c.id = "doc_trn_items"."trosak_id"), '')`.as('trosak');

/** The sub-type of an account's opening balance: its lines are 'ostalo' (an amount in, or out for an overdraft). */
export const OPENING_BALANCE = 'pocetno';

/**
 * A client's payment in a foreign currency (an uplata or isplata line): its dinars are the currency
 * amount at the rate, rounded once (docs/domain.md#foreign-currency); the lock closes the client's items of
 * that currency and books the exchange difference (ledgers/exchange-differences.ts).
 */
function foreignLine(i: z.output<typeof trnItemInput>, kurs: number) {
  const dinars = toDinars(i.iznosDev ?? 0, kurs);
  const incoming = payOrderRules[i.vNalog].direction === 'in';
  return {
    vNalog: i.vNalog,
    komId: i.komId,
    magId: null,
    trosakId: null,
    opis: i.opis,
    uplata: incoming ? dinars : 0,
    isplata: incoming ? 0 : dinars,
    poziv: i.poziv,
    partnerNaziv: i.partnerNaziv,
    partnerRacun: i.partnerRacun,
    valuta: i.valuta,
    iznosDev: i.iznosDev,
    kurs,
  };
}

/** Bank statements and other payment traffic: a current account's payment orders. */
export const trnFamily = defineFamily({
  entry: trnEntry,
  header: docTrn,
  items: docTrnItems,
  headerInput: trnInput,
  headerRow: trnDoc,
  itemInput: trnItemInput,
  itemRow: trnItem,
  headerExtras: { trnNaziv: accountName('trn_naziv') },
  itemExtras: {
    klijent: clientName,
    magNaziv: magName('doc_trn_items', 'mag_id', 'mag_naziv'),
    trosak: costName,
  },
  comboName: accountName('naziv'),
  searchColumns: [],
  magColumns: [],
  accountColumn: docTrn.trnId,
  checkHeader: async (tx, companyId, input) => {
    const errors: Record<string, string> = {};
    if (!(await currentAccountExists(tx, companyId, input.trnId))) errors.trnId = 'error.trnId.not-found';
    return errors;
  },
  checkItem: async (tx, companyId, input, line) => {
    const foreign = input.valuta !== HOME_CURRENCY;
    // a line in a foreign currency is typed as its currency amount; its dinars follow from the rate
    const errors = paymentLineErrors(foreign ? { ...input, uplata: input.iznosDev ?? 0, isplata: input.iznosDev ?? 0 } : input);
    if (foreign) {
      if (input.vNalog !== 'uplata' && input.vNalog !== 'isplata') errors.valuta = 'error.valuta.payment-only';
      if (!input.iznosDev) errors.iznosDev = 'error.iznosDev.greater-than-0';
      if (errors.uplata || errors.isplata) delete errors[errors.uplata ? 'uplata' : 'isplata'];
      const currency = await checkCurrency(tx, companyId, input.valuta, line.header.datum);
      if (currency.valuta) errors.valuta = currency.valuta;
      // no rate for the statement's date and none typed: 422 naming the date and currency (the rates page enters it)
      else if (input.kurs === null && !Object.keys(errors).length) await requireRate(tx, companyId, input.valuta, line.header.datum);
    }
    // An opening balance is an amount, not a payment of anyone: no client, shop or cost item.
    if (line.header.vSubDoc === OPENING_BALANCE && input.vNalog !== 'ostalo') errors.vNalog = 'error.vNalog.opening-balance';
    const { ref } = payOrderRules[input.vNalog];
    const refErrors = await checkRefs(tx, companyId, {
      clients: ref === 'komId' && input.komId ? { komId: { id: input.komId, kind: 'either' } } : {},
      warehouses: ref === 'magId' ? { magId: { id: input.magId, vPromet: 'mp' } } : {},
    });
    if (ref === 'trosakId' && input.trosakId) {
      if (!(await costItemExists(tx, companyId, input.trosakId))) refErrors.trosakId = 'error.trosakId.not-found';
    }
    if (!paymentReferenceValid(input.poziv)) errors.poziv = 'error.poziv.model97';
    return { ...errors, ...refErrors };
  },
  initDefaults: async (tx, companyId) => ({ trnId: await defaultAccount(tx, companyId) }),
  warehouseOf: () => null,
  // Only what the kind uses is kept: a line changed from uplata to trosak drops its client.
  computeItem: (i) => {
    const { ref, direction } = payOrderRules[i.vNalog];
    if (i.valuta !== HOME_CURRENCY) return foreignLine(i, i.kurs ?? 0);
    return {
      vNalog: i.vNalog,
      komId: ref === 'komId' ? i.komId : null,
      magId: ref === 'magId' ? i.magId : null,
      trosakId: ref === 'trosakId' ? i.trosakId : null,
      opis: i.opis,
      uplata: direction === 'out' ? 0 : i.uplata,
      isplata: direction === 'in' ? 0 : i.isplata,
      poziv: i.poziv,
      partnerNaziv: i.partnerNaziv,
      partnerRacun: i.partnerRacun,
      valuta: null,
      iznosDev: null,
      kurs: null,
    };
  },
  // a foreign-currency line without a typed rate takes the middle rate of the statement's date (checked above)
  lineFacts: async (tx, companyId, input, { header }) =>
    input.valuta === HOME_CURRENCY || input.kurs !== null ? {} : foreignLine(input, await requireRate(tx, companyId, input.valuta, header.datum)),
  totals: (items) => ({ uplata: sum(items, (i) => i.uplata), isplata: sum(items, (i) => i.isplata) }),
  // Warned, not refused: the bank may allow an overdraft, or a statement may be entered before the one that covers it.
  lockWarnings: async (tx, companyId, header) =>
    (await lowestBalanceFrom(tx, { companyId, periodId: header.periodId, trnId: header.trnId, datum: header.datum })) < 0 ? ['warning.trn.below-zero'] : [],
  postings: (header, items) => ({
    stock: [],
    // A customer's payment is their uplata (potražuje), a payment to a supplier their isplata (duguje).
    client: items.flatMap((i) =>
      (i.vNalog === 'uplata' || i.vNalog === 'isplata') && i.komId !== null
        ? [
            {
              komId: i.komId,
              datum: header.datum,
              side: 'payment' as const,
              duguje: i.isplata,
              potrazuje: i.uplata,
              poziv: i.poziv,
              ...(i.valuta && i.iznosDev && i.kurs ? { valuta: i.valuta, iznosDev: i.iznosDev, kurs: i.kurs } : {}),
            },
          ]
        : [],
    ),
    vat: [],
    account: items.map((i) => ({
      trnId: header.trnId,
      datum: header.datum,
      lineId: i.id,
      orderKind: i.vNalog,
      komId: i.komId,
      magId: i.magId,
      trosakId: i.trosakId,
      opis: i.opis,
      uplata: i.uplata,
      isplata: i.isplata,
    })),
  }),
  listPrint: trnListPrint,
});
