import { familyOf, familyRegistry, subTypeValues, type DocFamily } from '@knjige/contract';
import { docPaths } from '../../shared/documents/paths';

/**
 * A sub-type for a link to a document of the family: the company's default turnover type where the
 * family has it, else the family's first. The document page moves to the document's own sub-type.
 */
function linkSubType(family: DocFamily, defaultVPromet: string): string {
  const subTypes = subTypeValues(familyRegistry[family]);
  return subTypes.includes(defaultVPromet) ? defaultVPromet : subTypes[0]!;
}

/** The page of the document a ledger row belongs to, or null for a family without screens. */
export function ledgerDocPath(row: { vDoc: string; docId: number }, defaultVPromet: string): string | null {
  const family = familyOf(row.vDoc);
  return family ? docPaths.doc(family, linkSubType(family, defaultVPromet), row.docId) : null;
}
