import { correctionHeaderTable, correctionItemsTable, correctionRefsTable } from '../correction/correction.tables';

/** Debit notes: the correction tables (correction/correction.tables.ts) under the family's names. */
export const docKnz = correctionHeaderTable('doc_knz');
export const docKnzItems = correctionItemsTable('doc_knz_items', () => docKnz.id);
export const docKnzFakture = correctionRefsTable('doc_knz_fakture', () => docKnz.id);
