import type { DocFamily } from '@knjige/contract';

/** Where each family's screens live (spec §2); the sub-type follows as the next segment. */
export const familyBase: Record<DocFamily, string> = {
  psr: '/pocetno-stanje-robe',
  ur: '/ulazni-racuni',
  niv: '/nivelacije',
  int: '/interni-prenosi',
};

/** The API resource of each family under /v1. */
export const familyResource: Record<DocFamily, string> = { psr: 'doc-psr', ur: 'doc-ur', niv: 'doc-niv', int: 'doc-int' };

export const docPaths = {
  list: (family: DocFamily, sub: string) => `${familyBase[family]}/${sub}`,
  create: (family: DocFamily, sub: string) => `${familyBase[family]}/${sub}/create`,
  doc: (family: DocFamily, sub: string, docId: number) => `${familyBase[family]}/${sub}/${docId}`,
  newItem: (family: DocFamily, sub: string, docId: number) => `${familyBase[family]}/${sub}/${docId}/create`,
  item: (family: DocFamily, sub: string, docId: number, itemId: number) => `${familyBase[family]}/${sub}/${docId}/${itemId}`,
};

/** A positive integer route parameter, else null ('create', garbage). */
export function idParam(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
