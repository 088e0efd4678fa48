/** The common columns of a stored header, for pure tests of a family's functions. */
export function headerRow(datum = '2024-03-01') {
  return {
    id: 7,
    companyId: 1,
    periodId: 2,
    vSubDoc: 'vp',
    rbroj: 1,
    oznaka: 'X-1/2024',
    datum,
    status: 'draft' as const,
    napomena: '',
    komentar: '',
    opis: '',
    createdAt: new Date('2024-03-01T08:00:00Z'),
    lockedAt: null,
    stornoAt: null,
  };
}

/** The common columns of a stored line. */
export const lineRow = (id: number) => ({ id, companyId: 1, docId: 7 });

/** No retail warehouses: the postings of these families do not ask. */
export const noRetail = { retail: () => false };
