import { familyOf, type FamilyEntry, type XmlData } from '@knjige/contract';
import type { Reader } from '../../platform/db/client';
import { documentFamilies, einvoiceSources } from '../../documents/documents.module';
import type { DocumentFamily } from '../../documents/family';
import { notFound } from '../../platform/errors';

/** The family of `vDoc` when its documents go to SEF (the registry's `einvoice` and the family's `xmlData`); 404 otherwise (a pro-forma, a purchase). */
export function einvoiceFamily(vDoc: string): { vDoc: string; entry: FamilyEntry; xmlData: NonNullable<DocumentFamily['xmlData']> } {
  const family = familyOf(vDoc) === null ? undefined : documentFamilies.find((f) => f.vDoc === vDoc);
  const entry: FamilyEntry | undefined = family?.entry;
  if (!family || !entry?.einvoice || !family.xmlData) throw notFound();
  return { vDoc: family.vDoc, entry, xmlData: family.xmlData };
}

/** `GET /v1/xml/data/{vDoc}/{docId}`: what the XML of the document will say (404 another company's, 409 nothing to send). */
export async function loadXmlData(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<XmlData> {
  const source = Object.hasOwn(einvoiceSources, vDoc) ? einvoiceSources[vDoc] : undefined;
  if (source) return source(tx, companyId, docId);
  return einvoiceFamily(vDoc).xmlData(tx, companyId, docId);
}
