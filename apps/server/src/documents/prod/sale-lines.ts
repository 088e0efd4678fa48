import { SERVICES_SUB_TYPE, type DocHeaderInput, type PartnerKind } from '@knjige/contract';
import { saleLineAmount, saleTotals } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import type { ArticleContext, FieldErrors } from '../family';
import { checkRefs, defaultWarehouse } from '../family-helpers';
import { articleKind } from '../family-refs.repo';
import { checkAssetLine } from '../../ledgers/asset-events/asset-events.service';

/**
 * What a sales invoice and a pro-forma share: the buyer and the warehouse of the turnover type
 * (none for services), the line with its discount, the totals with VAT per rate, the defaults.
 */

export const isServices = (vSubDoc: string) => vSubDoc === SERVICES_SUB_TYPE;

/** Field errors for the buyer and the warehouse: goods need a warehouse of the sub-type, services have none. */
export async function checkSaleHeader(tx: Reader, companyId: number, input: DocHeaderInput & { magId: number | null; komId: number }, partner: PartnerKind): Promise<FieldErrors> {
  const services = isServices(input.vSubDoc);
  const errors = await checkRefs(tx, companyId, {
    warehouses: services ? {} : { magId: { id: input.magId, vPromet: input.vSubDoc } },
    clients: { komId: { id: input.komId, kind: partner } },
  });
  if (services && input.magId !== null) errors.magId = 'error.magId.services';
  if (!services && input.magId === null) errors.magId = 'error.magId.required';
  return errors;
}

/** A services document sells only service articles, a goods document only goods (`error.artId.not-service`, `error.artId.service`). */
export async function checkSaleArticle(tx: Reader, companyId: number, artId: number, vSubDoc: string): Promise<FieldErrors> {
  const article = await articleKind(tx, companyId, artId);
  if (!article) return { artId: 'error.artId.not-found' };
  const service = article.vArtikl === 'usluga';
  if (isServices(vSubDoc) && !service) return { artId: 'error.artId.not-service' };
  if (!isServices(vSubDoc) && service) return { artId: 'error.artId.service' };
  return {};
}

/**
 * A line selling a fixed asset: on a services invoice (no stock moves), one piece, an asset of the
 * company still in use (`error.osId.services-only`, `error.kolicina.asset-one`, `error.osId.not-in-use`).
 */
export async function checkAssetSale(tx: Reader, companyId: number, input: { osId: number | null; kolicina: number }, vSubDoc: string): Promise<FieldErrors> {
  if (input.osId === null) return {};
  if (!isServices(vSubDoc)) return { osId: 'error.osId.services-only' };
  if (input.kolicina !== 1000) return { kolicina: 'error.kolicina.asset-one' };
  return checkAssetLine(tx, companyId, input.osId);
}

export interface SaleLine {
  artId: number;
  kolicina: number;
  prodCena: number;
  rabat: number;
  pdvStopa: number;
  iznos: number;
}

/** A stored sales line: the typed values, the article's VAT rate and the amount after the discount. */
export function computeSaleLine(i: { artId: number; kolicina: number; prodCena: number; rabat: number }, { article }: Pick<ArticleContext<unknown>, 'article'>): SaleLine {
  return { artId: i.artId, kolicina: i.kolicina, prodCena: i.prodCena, rabat: i.rabat, pdvStopa: article.pdvStopa, iznos: saleLineAmount(i) };
}

/** osnovica, pdvIznos and iznos: VAT per rate over the summed lines. */
export function saleHeaderTotals(items: { pdvStopa: number; iznos: number }[]) {
  const { osnovica, pdvIznos, iznos } = saleTotals(items);
  return { osnovica, pdvIznos, iznos };
}

/** A new document's warehouse: the default one of its turnover type; services have none. */
export async function saleWarehouse(tx: Reader, companyId: number, vSubDoc: string): Promise<number | null> {
  return isServices(vSubDoc) ? null : defaultWarehouse(tx, companyId, vSubDoc);
}
