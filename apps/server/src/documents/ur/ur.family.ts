import { urDoc, urInput, urItem, urItemInput } from '@knjige/contract';
import { lessPercent, lineAmount, mulDiv, netFromGross, vatFromNet, vatSummary } from '@knjige/domain';
import { docUr, docUrItems } from '../../platform/db/schema';
import type { DocumentFamily, ItemContext } from '../family';
import { checkOwned, defaultWarehouse, komName, magName, purchaseReceipts, sum } from '../family-helpers';

interface UrItemInput {
  artId: number;
  kolicina: number;
  fakCena: number;
  rabat1: number;
  prodCena: number;
}

/**
 * The purchase calculation of one line (spec §3, §5): purchase price = invoice price less the
 * discount; margin = sale price net of VAT over the purchase price, in hundredths of a percent.
 */
export function calculateUrItem(i: UrItemInput, ctx: Pick<ItemContext, 'article' | 'retail'>) {
  const stopa = ctx.article.pdvStopa;
  const fakVr = lineAmount(i.kolicina, i.fakCena);
  const rabatVr = mulDiv(fakVr, i.rabat1, 100_000);
  const nabVr = fakVr - rabatVr;
  const nabCena = lessPercent(i.fakCena, i.rabat1);
  const netSale = ctx.retail ? netFromGross(i.prodCena, stopa) : i.prodCena;
  return {
    artId: i.artId,
    kolicina: i.kolicina,
    fakCena: i.fakCena,
    rabat1: i.rabat1,
    nabCena,
    fakVr,
    rabatVr,
    nabVr,
    pdvStopa: stopa,
    nabPdv: vatFromNet(nabVr, stopa),
    prodCena: i.prodCena,
    prodVr: lineAmount(i.kolicina, i.prodCena),
    ruc: nabCena > 0 ? mulDiv(netSale - nabCena, 10_000, nabCena) : 0,
  };
}

/** Incoming goods invoice with the purchase calculation (kalkulacija). */
export const urFamily: DocumentFamily = {
  vDoc: 'ur',
  resources: ['doc-ur', 'doc-nab'],
  defaultSubType: 'vp',
  header: docUr,
  items: docUrItems,
  headerInput: urInput,
  headerRow: urDoc,
  itemInput: urItemInput,
  itemRow: urItem,
  headerExtras: { magNaziv: magName('doc_ur', 'mag_id', 'mag_naziv'), komNaziv: komName('doc_ur') },
  searchColumns: [docUr.dokBroj],
  komColumn: docUr.komId,
  magColumns: [docUr.magId],
  checkHeader: (tx, companyId, input) => checkOwned(tx, companyId, { warehouses: { magId: input.magId }, clients: { komId: input.komId } }),
  initDefaults: async (tx, companyId, datum) => ({ magId: await defaultWarehouse(tx, companyId), dokDatum: datum, dokDpo: datum, dokBroj: '' }),
  warehouseOf: (header) => header.magId as number,
  computeItem: (input, ctx) => calculateUrItem(input as unknown as UrItemInput, ctx),
  totals: (items) => {
    const nabVrednost = sum(items, (i) => i.nabVr as number);
    const nabPdv = sum(vatSummary(items.map((i) => ({ stopa: i.pdvStopa as number, iznos: i.nabVr as number })), false), (r) => r.pdvIznos);
    return {
      fakVrednost: sum(items, (i) => i.fakVr as number),
      rabatVrednost: sum(items, (i) => i.rabatVr as number),
      nabVrednost,
      nabPdv,
      nabIznos: nabVrednost + nabPdv,
      prodVrednost: sum(items, (i) => i.prodVr as number),
    };
  },
  postings: (header, items) => {
    const vat = vatSummary(items.map((i) => ({ stopa: i.pdvStopa as number, iznos: i.nabVr as number })), false);
    const komId = header.komId as number;
    return {
      stock: purchaseReceipts(header, items).map((move) => ({ ...move, komId })),
      // The supplier's credit is the gross payable, due on the invoice's payment date.
      client: [{ komId, datum: header.datum, dueDate: header.dokDpo as string, side: 'invoice' as const, duguje: 0, potrazuje: sum(vat, (r) => r.iznos) }],
      vat: vat.map((r) => ({
        book: 'kur' as const,
        datum: header.datum,
        komId,
        dokBroj: header.dokBroj as string,
        dokDatum: header.dokDatum as string,
        stopa: r.stopa,
        osnovica: r.osnovica,
        pdvIznos: r.pdvIznos,
      })),
    };
  },
};
