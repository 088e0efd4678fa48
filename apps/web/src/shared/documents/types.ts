import type { DocFamily, DocStatus, FamilyEntry } from '@knjige/contract';

/** A document header as lists and pages read it: the common fields plus the family's own. */
export type DocRow = Record<string, unknown> & {
  id: number;
  periodId: number;
  vSubDoc: string;
  rbroj: number;
  oznaka: string;
  datum: string;
  status: DocStatus;
};

/** A family's registry entry, for a family the contract knows. */
export type DocEntry = FamilyEntry & { vDoc: DocFamily };

/** A family as a screen beside the document screens needs it: its code and registry entry (a family's screen config is one). */
export interface FamilyRef {
  family: DocFamily;
  entry: DocEntry;
}
