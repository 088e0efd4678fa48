import { prodDoc, prodEntry, prodInput, prodItem, prodItemInput } from '@knjige/contract';
import { sql } from 'drizzle-orm';
import { lineTax, lineVatShares, saleLineAmounts } from '@knjige/domain';
import { docProd, docProdItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { komName, magName } from '../family-helpers';
import { salesInvoiceData } from './prod.xml';
import { checkAssetSale, checkSaleArticle, checkSaleHeader, computeSaleLine, saleWarehouse } from './sale-lines';
import { checkSaleTreatment, prodTotals, restateLines, saleRate, saleVatRows } from './sale-tax';
import { prodInvoiceModel } from './prod.invoice-print';
import { checkSaleTaxPoint, saleTaxPoint } from '../tax-point';
import { advanceTotals, checkAdvances, lockAdvances, saveAdvances, stornoAdvances } from '../avr/advances';
import { advancesRead } from '../avr/advances.repo';
import { qualified } from '../../ledgers/posting-schemes';
import { assetLinesAmount, eventJournalLines, restoreSoldAssets, sellAssets } from '../../ledgers/asset-events/asset-events.service';

/**
 * Sales invoice with dispatch note. Goods leave the warehouse at the moving-average cost and at the
 * warehouse's own sale price (the stock code values them); the invoice's prices and discounts go to
 * the buyer's balance, to KIR and to the realised-turnover ledger.
 */
export const prodFamily = defineFamily({
  entry: prodEntry,
  header: docProd,
  items: docProdItems,
  // docs/domain.md#states-and-defaults: a date that follows the document date and is left out takes it
  // (the due date the buyer's payment term after it: the engine's, registry `dueByClientTerm`);
  // an exemption code goes with a treatment only
  headerInput: prodInput.transform((i) => ({ ...i, datumIsporuke: i.datumIsporuke ?? i.datum, datumPrometa: i.datumPrometa ?? i.datum, izuzece: i.kategorija ? i.izuzece : '' })),
  headerRow: prodDoc,
  itemInput: prodItemInput,
  itemRow: prodItem,
  headerExtras: {
    magNaziv: magName('doc_prod', 'mag_id', 'mag_naziv'),
    komNaziv: komName('doc_prod'),
    prnOznaka: sql<string>`coalesce((select p.oznaka from doc_prn p where p.id = "doc_prod"."prn_id"), '')`.as('prn_oznaka'),
    avansi: advancesRead('prod', 'doc_prod'),
  },
  comboName: komName('doc_prod', 'naziv'),
  searchColumns: [docProd.brojRacuna, docProd.brojNarudzbenice],
  komColumn: docProd.komId,
  magColumns: [docProd.magId],
  checkHeader: async (tx, companyId, input) => {
    const errors = await checkSaleHeader(tx, companyId, input, prodEntry.partner);
    if (input.datumDospeca !== undefined && input.datumDospeca < input.datum) errors.datumDospeca = 'error.datumDospeca.before-datum';
    // the currency's word on the advances comes last: a foreign-currency invoice takes none at all
    return { ...errors, ...(await checkSaleTaxPoint(tx, companyId, input)), ...(await checkAdvances(tx, companyId, 'prod', input)), ...(await checkSaleTreatment(tx, companyId, input)) };
  },
  // the rate of the supply date (or the typed one), the lines restated when it or the treatment changed,
  // and the advances it deducts (docs/domain.md#advances): their gross, and what the buyer still owes
  serverValues: async (tx, companyId, input, current) => {
    const kurs = await saleRate(tx, companyId, input);
    if (current && (current.kurs !== kurs || current.kategorija !== input.kategorija || current.izuzece !== input.izuzece)) {
      await restateLines(tx, current.id, { kurs, kategorija: input.kategorija, izuzece: input.izuzece }, current.kategorija !== input.kategorija || current.izuzece !== input.izuzece);
    }
    return { kurs, ...(await advanceTotals(input.avansi, current, current?.iznos ?? 0)) };
  },
  afterSave: (tx, companyId, docId, input) => saveAdvances(tx, companyId, 'prod', docId, input.avansi),
  checkItem: async (tx, companyId, input, { header }) => ({ ...(await checkSaleArticle(tx, companyId, input.artId, header.vSubDoc)), ...(await checkAssetSale(tx, companyId, input, header.vSubDoc)) }),
  // docs/domain.md#states-and-defaults: SEF payment means 30 (transfer), tax period 3, place of delivery 1
  initDefaults: async (tx, companyId, { datum, vSubDoc }) => ({
    magId: await saleWarehouse(tx, companyId, vSubDoc),
    vrstaPlacanja: '30' as const,
    periodObracuna: '3' as const,
    mestoIsporuke: '1' as const,
    xmlUpload: 'single' as const,
    datumDospeca: datum,
    datumIsporuke: datum,
    datumPrometa: datum,
    valuta: 'RSD',
    kategorija: '' as const,
  }),
  warehouseOf: (header) => header.magId,
  // typed in the invoice's currency; the tax of the invoice's treatment, else of the article's rate
  computeItem: (i, ctx) => ({ ...computeSaleLine(i, ctx), ...saleLineAmounts(i, ctx.header.kurs), ...lineTax(ctx.header, ctx.article), osId: i.osId }),
  totals: (items, header) => {
    const totals = prodTotals(items);
    return { ...totals, zaUplatu: totals.iznos - header.avansIznos };
  },
  lockErrors: (header) => (header.avansIznos > header.iznos ? 'error.avansi.exceeds-invoice' : null),
  // every ledger in dinars (the lines' `iznos`, the header's totals)
  postings: (header, items) => {
    const { iznos } = prodTotals(items);
    const vatShares = lineVatShares(items);
    const magId = header.magId;
    return {
      stock:
        magId === null
          ? []
          : items.map((i) => ({ magId, artId: i.artId, datum: header.datum, lineId: i.id, direction: 'out' as const, kolicina: i.kolicina, komId: header.komId })),
      client: [{ komId: header.komId, datum: header.datum, dueDate: header.datumDospeca, side: 'invoice', duguje: iznos, potrazuje: 0 }],
      // KIR and the VAT return date the sale by its tax point; the row keeps the invoice date too;
      // an export, exempt or reverse-charge row carries its POPDV field
      vat: saleVatRows(items).map((r) => ({ book: 'kir', datum: saleTaxPoint(header), komId: header.komId, dokBroj: header.oznaka, dokDatum: header.datum, ...r })),
      turnover: items.map((i, index) => ({
        vPromet: header.vSubDoc,
        datum: header.datum,
        lineId: i.id,
        magId,
        komId: header.komId,
        artId: i.artId,
        kolicina: i.kolicina,
        stopa: i.pdvStopa,
        osnovica: i.iznos,
        pdvIznos: vatShares[index]!,
        iznos: i.iznos + vatShares[index]!,
      })),
    };
  },
  // an asset sold through a line: off the books at the invoice's date, its price not a revenue but a gain or loss
  afterLock: async (tx, companyId, header, items) => {
    await lockAdvances(tx, companyId, 'prod', header, saleTaxPoint(header));
    await sellAssets(tx, companyId, { vDoc: 'prod', docId: header.id, docOznaka: header.oznaka, periodId: header.periodId, datum: header.datum }, items);
  },
  // (a services line: its base is in the services sales figure of a buyer at home)
  glFigures: (_header, items) => ({ [qualified('base.out', { services: true })]: -assetLinesAmount(items, (i) => i.iznos) }),
  glLines: (tx, companyId, header) => eventJournalLines(tx, companyId, 'prod', header.id),
  afterStorno: async (tx, companyId, header) => {
    await stornoAdvances(tx, 'prod', header.id);
    await restoreSoldAssets(tx, companyId, 'prod', header.id);
  },
  xmlData: salesInvoiceData,
  invoiceModel: prodInvoiceModel,
});
