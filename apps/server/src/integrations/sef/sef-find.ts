import type { SefClient } from './sef-client';
import type { MiniInvoice } from './sef-types';

/** How many of the day's invoices are read looking for one (newest first). */
const MAX_READ = 200;

const numberOf = (xml: string): string | null => {
  const head = xml.replace(/<(?:\w+:)?UBLExtensions>[\s\S]*?<\/(?:\w+:)?UBLExtensions>/, '');
  return /<(?:\w+:)?ID(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?ID>/.exec(head)?.[1]?.trim() ?? null;
};

/**
 * The invoice SEF already has under our number, sent between `dateFrom` and `dateTo`: how a send
 * answered `UBLUploadRequestIdDuplicate` (or `EInvoiceNumberDublicate`) learns SEF's ids. SEF has
 * no search by requestId or number (docs/domain.md#open-questions-about-sef): its ids of those days are listed and
 * their XML read until the number matches.
 */
export async function findSentInvoice(client: SefClient, number: string, dateFrom: string, dateTo: string): Promise<MiniInvoice | null> {
  const ids = (await client.salesInvoiceIds({ dateFrom, dateTo })).sort((a, b) => b - a).slice(0, MAX_READ);
  for (const id of ids) {
    if (numberOf(await client.salesInvoiceXml(id)) === number) return { invoiceId: id, salesInvoiceId: id, purchaseInvoiceId: null };
  }
  return null;
}
