import { correctionHeaderTable, correctionItemsTable, correctionRefsTable } from '../correction/correction.tables';

/** Credit notes: the correction tables (correction/correction.tables.ts) under the family's names. */
export const docKnod = correctionHeaderTable('doc_knod');
export const docKnodItems = correctionItemsTable('doc_knod_items', () => docKnod.id);
export const docKnodFakture = correctionRefsTable('doc_knod_fakture', () => docKnod.id);
