import { and, asc, desc, eq } from 'drizzle-orm';
import type { XmlData } from '@knjige/contract';
import type { Reader } from '../../platform/db/client';
import { artPdv, companies, files, komMain, xmlJobs } from '../../platform/db/schema';

export async function companyRow(tx: Reader, companyId: number): Promise<typeof companies.$inferSelect | undefined> {
  const [c] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return c;
}

/** The company's client, or undefined. */
export async function clientRow(tx: Reader, companyId: number, komId: number): Promise<typeof komMain.$inferSelect | undefined> {
  const [k] = await tx
    .select()
    .from(komMain)
    .where(and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
  return k;
}

/** Whether the document went out as an invoice's XML (a job of it succeeded). */
export async function exportedInvoice(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<boolean> {
  const [job] = await tx
    .select({ uuid: xmlJobs.uuid })
    .from(xmlJobs)
    .where(and(eq(xmlJobs.companyId, companyId), eq(xmlJobs.vDoc, vDoc), eq(xmlJobs.docId, docId), eq(xmlJobs.kind, 'invoice'), eq(xmlJobs.status, 'succeeded')))
    .orderBy(desc(xmlJobs.createdAt))
    .limit(1);
  return job !== undefined;
}

/** The document's attached files as the XML data page lists them (docs/domain.md#entities-and-fields: each with its uuid). */
export async function listAttachments(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<XmlData['attachments']> {
  return tx
    .select({ uuid: files.uuid, name: files.name, mime: files.mime, size: files.size })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.vDoc, vDoc), eq(files.docId, docId), eq(files.status, 'uploaded')))
    .orderBy(asc(files.id));
}

/** The descriptions of the company's 0 % VAT rates. */
export async function zeroRateDescriptions(tx: Reader, companyId: number): Promise<string[]> {
  const rows = await tx
    .select({ opis: artPdv.opis })
    .from(artPdv)
    .where(and(eq(artPdv.companyId, companyId), eq(artPdv.stopa, 0)));
  return rows.map((r) => r.opis);
}
