import { familyRegistry, type DocFamily } from '@knjige/contract';

/** Where a family's screens live (docs/domain.md#screens-and-routes, the registry's route); the sub-type follows as the next segment. */
const base = (family: DocFamily): string => familyRegistry[family].route;

/** The API resource of a family under /v1 (the registry's canonical one). */
export const familyResource = (family: DocFamily): string => familyRegistry[family].resources[0];

export const docPaths = {
  list: (family: DocFamily, sub: string) => `${base(family)}/${sub}`,
  create: (family: DocFamily, sub: string) => `${base(family)}/${sub}/create`,
  doc: (family: DocFamily, sub: string, docId: number) => `${base(family)}/${sub}/${docId}`,
  newItem: (family: DocFamily, sub: string, docId: number) => `${base(family)}/${sub}/${docId}/create`,
  item: (family: DocFamily, sub: string, docId: number, itemId: number) => `${base(family)}/${sub}/${docId}/${itemId}`,
  /** the SEF e-invoice export of a family whose entry has `einvoice` */
  xml: (family: DocFamily, sub: string, docId: number) => `${base(family)}/${sub}/${docId}/xml`,
};

/** A positive integer route parameter, else null ('create', garbage). */
export function idParam(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
